-- Failed logins, one row each; the guard counts rows of a login or an IP inside a time window.
create table auth_failures (
  id bigint generated always as identity primary key,
  scope text not null check (scope in ('login', 'ip')),
  key text not null,
  failed_at timestamptz not null default now()
);

create index auth_failures_scope_key on auth_failures (scope, key, failed_at);

-- Every SMS code request, also for phones no player has, so the rate limit cannot tell them apart.
create table sms_codes (
  id integer generated always as identity primary key,
  phone text not null,
  code_hash text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index sms_codes_phone on sms_codes (phone, created_at);
