-- Information-page content: texts are stored per language as structured sections (jsonb), never as markup.

CREATE TABLE content_page (
  slug text NOT NULL,
  lang text NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  sections jsonb NOT NULL,
  PRIMARY KEY (slug, lang)
);

CREATE TABLE content_rule_group (
  slug text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  description text NOT NULL,
  PRIMARY KEY (slug, lang)
);

CREATE TABLE content_rule_chapter (
  group_slug text NOT NULL,
  slug text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  sections jsonb NOT NULL,
  PRIMARY KEY (group_slug, slug, lang),
  FOREIGN KEY (group_slug, lang) REFERENCES content_rule_group (slug, lang)
);

CREATE TABLE content_city (
  slug text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (slug, lang)
);

CREATE TABLE content_cash_terminal (
  id integer NOT NULL,
  lang text NOT NULL,
  city_slug text NOT NULL,
  address text NOT NULL,
  hours text NOT NULL,
  landmark text NOT NULL,
  PRIMARY KEY (id, lang),
  FOREIGN KEY (city_slug, lang) REFERENCES content_city (slug, lang)
);

CREATE TABLE content_payment_method (
  id text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('card', 'ewallet', 'bank', 'mobile', 'crypto', 'cash')),
  currency text NOT NULL,
  deposit_min numeric(14, 2),
  deposit_max numeric(14, 2),
  deposit_fee_percent numeric(5, 2),
  deposit_time text,
  withdrawal_min numeric(14, 2),
  withdrawal_max numeric(14, 2),
  withdrawal_fee_percent numeric(5, 2),
  withdrawal_time text,
  PRIMARY KEY (id, lang)
);

CREATE TABLE content_footer_column (
  slug text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (slug, lang)
);

CREATE TABLE content_footer_link (
  column_slug text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  label text NOT NULL,
  href text NOT NULL,
  PRIMARY KEY (column_slug, lang, position),
  FOREIGN KEY (column_slug, lang) REFERENCES content_footer_column (slug, lang)
);

CREATE TABLE content_footer_meta (
  lang text PRIMARY KEY,
  regulator text NOT NULL,
  licence_number text NOT NULL,
  licence_text text NOT NULL,
  age_limit integer NOT NULL,
  responsible_text text NOT NULL,
  responsible_href text NOT NULL,
  copyright_holder text NOT NULL
);

CREATE TABLE content_social_link (
  network text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  label text NOT NULL,
  href text NOT NULL,
  PRIMARY KEY (network, lang)
);

CREATE TABLE content_app_link (
  platform text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  label text NOT NULL,
  href text NOT NULL,
  PRIMARY KEY (platform, lang)
);

CREATE TABLE content_bottom_nav_item (
  id text NOT NULL,
  lang text NOT NULL,
  position integer NOT NULL,
  label text NOT NULL,
  href text NOT NULL,
  route_prefixes text NOT NULL,
  audience text NOT NULL CHECK (audience IN ('all', 'visitor', 'user')),
  PRIMARY KEY (id, lang)
);
