-- What registration records about a player, and the state of each protection method (account §3 user config).
alter table users
  add column registration_type text check (registration_type in ('one_click', 'phone', 'full', 'social')),
  add column country_code text check (country_code ~ '^[A-Z]{2}$'),
  add column country_id integer,
  add column name text,
  add column surname text,
  add column bonus_choice smallint not null default 0 check (bonus_choice in (0, 1, 2)),
  -- 0 none, 1 e-mail only, 2 e-mail and phone, 3 phone only (account §4 activation type)
  add column activation_type smallint not null default 0 check (activation_type between 0 and 3),
  add column email_verified boolean not null default false,
  add column phone_verified boolean not null default false,
  add column password_changed_at timestamptz,
  add column two_factor_secret text,
  add column two_factor_enabled boolean not null default false,
  add column security_question text,
  add column security_answer_hash text,
  add column email_auth_enabled boolean not null default false;
