-- How a player came to the site, from the partner cookies their browser brought to registration (account §9
-- referral cookies): the partner, the reflink tag with its promo code, the sub id, the short reflink, the click
-- to report back and the site that linked here.
create table partner_attributions (
  user_id integer primary key references users (id) on delete cascade,
  partner_id text check (partner_id ~ '^\d{1,12}$'),
  tag_kind text check (tag_kind in ('btag', 'tag', 'qtag')),
  tag text,
  promo_code text,
  sub_id text,
  short_reflink text,
  click_id text,
  referral text,
  created_at timestamptz not null default now(),
  check ((tag_kind is null) = (tag is null))
);

create index partner_attributions_partner on partner_attributions (partner_id, tag);
