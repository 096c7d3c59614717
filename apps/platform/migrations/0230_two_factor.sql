-- Two-factor authentication: the last time step a code was accepted for (a code works once), the backup codes,
-- and logins that passed the password and wait for the second step.
alter table users add column two_factor_last_step bigint;

create table two_factor_backup_codes (
  id integer generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  code_hash text not null,
  used_at timestamptz
);

create index two_factor_backup_codes_user on two_factor_backup_codes (user_id);

-- The id is a hash of the HttpOnly bf_two_step cookie value. `login_key` is the brute-force guard's key of the
-- first step, so wrong codes count against the same login. An e-mail code (sign-in confirmation by e-mail) has
-- its hash here; an authenticator code has none.
create table two_step_logins (
  id text primary key,
  user_id integer not null references users (id) on delete cascade,
  login_key text not null,
  method text not null check (method in ('totp', 'email')),
  code_hash text,
  attempts integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index two_step_logins_user on two_step_logins (user_id);
