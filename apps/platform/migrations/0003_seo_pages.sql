-- SEO data per page: (language, stream, section); stream '' and section '' is the language's site default.
create table seo_pages (
  language text not null check (language ~ '^[a-z]{2}$'),
  stream text not null default '',
  section text not null default '',
  title text not null,
  description text not null,
  keywords text,
  seo_text text,
  meta_robots text not null default 'index,follow',
  primary key (language, stream, section)
);
