create table users (
  id integer generated always as identity primary key,
  login text not null unique,
  email text unique,
  phone text unique,
  password_hash text not null,
  ban_level integer not null default 0,
  ban_version integer not null default 0,
  is_verified boolean not null default true,
  has_deposit boolean not null default false,
  is_navigation_blocked boolean not null default false,
  terms_accepted_version integer not null default 0,
  language text,
  created_at timestamptz not null default now()
);

create table sessions (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index sessions_user_id on sessions (user_id);
