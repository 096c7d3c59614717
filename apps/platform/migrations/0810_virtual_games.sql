-- Virtual sports and short-round TV games run by the platform: each game plays a round every
-- `round_every_seconds` (rounds fall on the multiples of the period after the epoch); bets are taken until the
-- round's `closes_at`, and the round is played and its bets settled at `settles_at`, `play_seconds` later.
create table virtual_games (
  id integer generated always as identity primary key,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,40}$'),
  kind text not null check (kind in ('football', 'tennis', 'horses', 'dice', 'wheel')),
  page text not null check (page in ('virtualsports', 'tvgames', 'fast-bet')),
  name_ru text not null check (length(name_ru) between 1 and 80),
  name_en text not null check (length(name_en) between 1 and 80),
  round_every_seconds integer not null check (round_every_seconds between 10 and 3600),
  play_seconds integer not null check (play_seconds >= 0),
  rounds_ahead integer not null default 3 check (rounds_ahead between 1 and 10),
  margin numeric(5, 4) not null check (margin >= 0 and margin < 0.5),
  min_stake numeric(12, 2) not null check (min_stake > 0),
  max_stake numeric(14, 2) not null check (max_stake >= min_stake),
  is_active boolean not null default true
);

-- One round: its runners and the markets with the odds published when it opened; `seed` (hex) and `result`
-- are null until it is played.
create table virtual_rounds (
  id bigint generated always as identity primary key,
  game_id integer not null references virtual_games (id),
  closes_at timestamptz not null,
  settles_at timestamptz not null,
  runners jsonb not null,
  markets jsonb not null,
  seed text check (seed ~ '^[0-9a-f]{64}$'),
  result jsonb,
  settled_at timestamptz,
  unique (game_id, closes_at),
  check (settles_at >= closes_at),
  check ((seed is null) = (result is null) and (seed is null) = (settled_at is null))
);
create index virtual_rounds_due on virtual_rounds (settles_at) where settled_at is null;

-- A single bet on one outcome at the odds shown; `payout` is null until its round is settled.
create table virtual_bets (
  id bigint generated always as identity (start with 400000001) primary key,
  round_id bigint not null references virtual_rounds (id),
  user_id integer not null references users (id),
  account_id integer not null,
  request_id text not null,
  market text not null,
  outcome text not null,
  odds numeric(8, 2) not null check (odds > 1),
  stake numeric(14, 2) not null check (stake > 0),
  currency_iso text not null,
  payout numeric(16, 2) check (payout >= 0),
  placed_at timestamptz not null default now(),
  unique (user_id, request_id)
);
create index virtual_bets_round on virtual_bets (round_id) where payout is null;
create index virtual_bets_player on virtual_bets (user_id, id desc);

insert into virtual_games (slug, kind, page, name_ru, name_en, round_every_seconds, play_seconds, margin,
  min_stake, max_stake) values
  ('football', 'football', 'virtualsports', 'Виртуальный футбол', 'Virtual football', 180, 90, 0.06, 1, 5000),
  ('tennis', 'tennis', 'virtualsports', 'Виртуальный теннис', 'Virtual tennis', 120, 60, 0.06, 1, 5000),
  ('horses', 'horses', 'virtualsports', 'Виртуальные скачки', 'Virtual horse racing', 60, 30, 0.12, 1, 5000),
  ('dice-tv', 'dice', 'tvgames', 'Кости ТВ', 'Dice TV', 60, 10, 0.05, 1, 2000),
  ('wheel', 'wheel', 'fast-bet', 'Колесо', 'Wheel', 30, 5, 0.05, 1, 2000);
