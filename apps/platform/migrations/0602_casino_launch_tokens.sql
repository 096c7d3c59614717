-- A game's launch (docs/casino-games.md): the token the game's provider gets in the launch URL and presents to the
-- seamless wallet. Kept hashed; it serves one player (or a demo with none) and one game until it expires.
create table casino_launch_tokens (
  token_hash text primary key,
  provider_id text not null references casino_providers (id),
  game_id text not null references casino_games (id),
  mode text not null check (mode in ('demo', 'real')),
  language text not null check (language in ('ru', 'en')),
  user_id integer references users (id) on delete cascade,
  account_id integer references accounts (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- short until the provider authenticates it, then the length of a playing session
  expires_at timestamptz not null,
  authenticated_at timestamptz,
  -- the country the launch came from (trusted proxies only): the money gate weighs it on every bet
  country_code text,
  check ((mode = 'real') = (user_id is not null and account_id is not null))
);
create index casino_launch_tokens_expiry on casino_launch_tokens (expires_at);

-- the credit that closed the round: its retry is recognised even when it moved no money
alter table casino_rounds add column closing_transaction_id text;
