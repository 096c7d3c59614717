-- Codes that prove a player holds a new phone or e-mail before it is bound to the account.
create table contact_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  channel text not null check (channel in ('phone', 'email')),
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index contact_codes_user on contact_codes (user_id, channel, created_at);

-- Password recovery requests. Unknown logins get a row too (user_id null), so answers and timing do not tell
-- whether a login exists. The token (a hash of it is the key) is what the browser holds between the steps.
create table password_recoveries (
  id integer generated always as identity primary key,
  token_hash text not null unique,
  user_id integer references users (id) on delete cascade,
  login_key text not null,
  code_hash text not null,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  approved_at timestamptz,
  used_at timestamptz
);

create index password_recoveries_login_key on password_recoveries (login_key, created_at);

-- Where each session was opened from, for the session history.
alter table sessions
  add column ip text,
  add column user_agent text;
