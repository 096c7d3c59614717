-- Banners of the site's pages (site §"Polling intervals": banners 60 s). Texts in every language of the site;
-- the link is a route without the language, which the page adds; images are served by the platform.
create table banners (
  id integer generated always as identity primary key,
  position text not null check (position ~ '^[a-z][a-z0-9-]{0,31}$'),
  sort_order integer not null default 0 check (sort_order >= 0),
  title_en text not null,
  title_ru text not null,
  text_en text not null,
  text_ru text not null,
  cta_en text not null,
  cta_ru text not null,
  route text not null check (route like '/%'),
  image text not null check (image like '/%'),
  image_width integer not null check (image_width > 0),
  image_height integer not null check (image_height > 0),
  active_from timestamptz,
  active_to timestamptz,
  check (active_from is null or active_to is null or active_from < active_to)
);

create index banners_position_order on banners (position, sort_order, id);
