-- The casino's catalogue (docs/casino.md): providers and their games. Every game runs on one of the in-house
-- engines (a provider's game is an engine with its own theme and pay table), so every tile in the lobby opens.

create table casino_providers (
  id text primary key check (id ~ '^[a-z0-9-]{2,40}$'),
  name text not null,
  -- the provider the platform runs itself; the others are catalogue partners on the same engines
  is_in_house boolean not null default false,
  position integer not null
);

create table casino_games (
  -- the slug in game/{gameId}/{gameName}
  id text primary key check (id ~ '^[a-z0-9-]{2,60}$'),
  provider_id text not null references casino_providers (id),
  name_ru text not null,
  name_en text not null,
  -- slot | crash | keno | scratch | plinko | blackjack: the engine that plays the game
  engine text not null check (engine in ('slot', 'crash', 'keno', 'scratch', 'plinko', 'blackjack')),
  -- the engine's settings for this game (theme colours, symbols, pay table variant), validated by the engine
  engine_settings jsonb not null default '{}',
  -- the spec's sections and sub-categories the game is listed under: slots, slots/megaways, crash-games, keno…
  categories text[] not null default '{}',
  -- new, popular, jackpot, megaways, bonus-buy…
  tags text[] not null default '{}',
  -- the return to player the engine's maths gives with these settings, in percent
  rtp numeric(5, 2) not null check (rtp > 0 and rtp < 100),
  volatility text not null check (volatility in ('low', 'medium', 'high')),
  has_demo boolean not null default true,
  is_enabled boolean not null default true,
  -- lobby order: higher first
  popularity integer not null default 0,
  released_on date not null
);
create index casino_games_provider on casino_games (provider_id);
create index casino_games_categories on casino_games using gin (categories);

insert into casino_providers (id, name, is_in_house, position) values ('betfront', 'Betfront Originals', true, 0);

-- A real-money round a provider played for a player: its bet and win go through the seamless wallet and the
-- ledger; the row is the casino history and what recommendations are drawn from. Demo rounds are not kept.
create table casino_rounds (
  id bigserial primary key,
  provider_id text not null references casino_providers (id),
  -- the provider's own id of the round, unique per provider: retries of its calls find the same row
  provider_round_id text not null,
  game_id text not null references casino_games (id),
  user_id integer not null references users (id),
  account_id integer not null references accounts (id),
  stake numeric(20, 2) not null default 0 check (stake >= 0),
  win numeric(20, 2) not null default 0 check (win >= 0),
  status text not null default 'open' check (status in ('open', 'closed', 'rolled_back')),
  started_at timestamptz not null default now(),
  finished_at timestamptz,
  unique (provider_id, provider_round_id)
);
create index casino_rounds_user on casino_rounds (user_id, id desc);
create index casino_rounds_game on casino_rounds (game_id, started_at);
