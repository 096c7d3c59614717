-- Registration: codes sent to phones, e-mail registrations waiting for activation, social identities and the
-- OAuth 2 round trips in progress. Codes, tokens and states are stored as SHA-256 hashes only.
create table registration_sms_codes (
  id integer generated always as identity primary key,
  phone text not null,
  ip text not null,
  code_hash text not null,
  failed_attempts smallint not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index registration_sms_codes_phone on registration_sms_codes (phone, created_at);
create index registration_sms_codes_ip on registration_sms_codes (ip, created_at);

create table pending_email_registrations (
  id integer generated always as identity primary key,
  email text not null,
  ip text not null,
  password_hash text not null,
  currency_id integer not null references currencies (id),
  country_id integer not null,
  bonus_choice smallint not null check (bonus_choice in (0, 1, 2)),
  token_hash text not null unique,
  code_hash text not null,
  failed_attempts smallint not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index pending_email_registrations_email on pending_email_registrations (email, created_at);
create index pending_email_registrations_ip on pending_email_registrations (ip, created_at);

create table social_identities (
  provider text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (provider, subject)
);

create table social_registration_states (
  state_hash text primary key,
  currency_id integer not null references currencies (id),
  country_id integer not null,
  bonus_choice smallint not null check (bonus_choice in (0, 1, 2)),
  lng text not null,
  expires_at timestamptz not null
);

-- The local OAuth 2 test provider (served outside production only): codes and access tokens it issued.
create table oauth_test_grants (
  code_hash text primary key,
  token_hash text unique,
  client_id text not null,
  redirect_uri text not null,
  subject text not null,
  email text,
  name text not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
