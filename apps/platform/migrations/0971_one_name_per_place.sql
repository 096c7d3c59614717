-- One name for each place of the site, as the pages' headings say it: pre-match (not "Line"), esports, Live-казино.
update content_footer_link set label = 'Pre-match' where lang = 'en' and href = '/line' and label = 'Line';
update content_bottom_nav_item set label = 'Pre-match' where lang = 'en' and id = 'line' and label = 'Line';
update banners set title_en = 'Esports', cta_en = 'To esports' where title_en = 'Cyber sports';
update content_footer_link set label = 'Live-казино' where lang = 'ru' and href = '/live-casino' and label = 'Живое казино';
