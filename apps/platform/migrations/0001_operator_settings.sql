-- Operator settings: everything the site config is assembled from.

create table settings (
  key text primary key,
  value jsonb not null
);

create table maintenance_window (
  id integer primary key check (id = 1),
  is_enabled boolean not null default false,
  started_at timestamptz,
  ended_at timestamptz,
  notify_started_at timestamptz,
  notify_ended_at timestamptz
);

create table country_blocks (
  country_code text primary key check (country_code ~ '^[A-Z]{2}$'),
  reason integer not null
);

create table user_agent_blocks (
  pattern text primary key check (length(pattern) between 2 and 200),
  reason integer not null
);

create table redirect_rules (
  from_path text primary key check (from_path like '/%'),
  to_url text not null,
  code integer not null check (code in (301, 302, 307, 308))
);

create table enabled_features (number integer primary key check (number > 0));

create table enabled_routes (number integer primary key check (number > 0));

create table blocked_url_fragments (fragment text primary key check (length(fragment) between 1 and 200));

create table languages (
  code text primary key check (code ~ '^[a-z]{2}$'),
  name text not null,
  hidden_for_visitors boolean not null default false,
  position integer not null default 100
);

create table brand_book (
  css_prop text primary key check (css_prop ~ '^--[a-z0-9-]+$'),
  css_value text not null check (length(css_value) <= 200)
);
