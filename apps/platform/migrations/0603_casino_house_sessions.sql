-- The in-house provider's own state (apps/platform/src/casino-house): a game page's session, opened with a launch
-- token, and the round it has in play. The provider reaches the player's money only through the seamless wallet;
-- a demo session plays with its own play-money balance here.
create table casino_house_sessions (
  -- random: the game page's handle on its session
  id text primary key,
  launch_token text not null,
  game_id text not null references casino_games (id),
  mode text not null check (mode in ('demo', 'real')),
  -- the wallet's id of the player (null in demo): a hand left in play is picked up by the player's next session
  player_ref text,
  currency_iso text,
  demo_balance numeric(20, 2) check (demo_balance >= 0),
  -- provably fair: the next round's server seed, whose hash the player sees before betting
  server_seed text not null,
  client_seed text not null,
  nonce integer not null default 0,
  -- a round waiting for the player (a blackjack hand, free spins, a crash flight); null between rounds
  pending jsonb,
  -- bumped by every play, so two plays of one session at once cannot both act on the same state
  version integer not null default 0,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  check ((mode = 'demo') = (demo_balance is not null))
);
create index casino_house_sessions_expiry on casino_house_sessions (expires_at);
create index casino_house_sessions_pending on casino_house_sessions (player_ref, game_id) where pending is not null;
