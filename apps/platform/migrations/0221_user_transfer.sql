-- Players of partner sites who move their account here: the partners, the codes sent to their phones and the
-- one-time tokens a checked code gives.
create table transfer_partners (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,32}$'),
  name text not null
);

insert into transfer_partners (slug, name) values ('welcome', 'Welcome partner');

create table transfer_codes (
  id integer generated always as identity primary key,
  partner text not null references transfer_partners (slug) on delete cascade,
  phone text not null check (phone ~ '^\d{6,18}$'),
  code_hash text not null,
  attempts smallint not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index transfer_codes_phone on transfer_codes (phone, created_at desc);

create table transfer_tokens (
  token_hash text primary key,
  partner text not null references transfer_partners (slug) on delete cascade,
  phone text not null check (phone ~ '^\d{6,18}$'),
  expires_at timestamptz not null
);
