-- The crash game's flights (apps/platform/src/casino-house/flights): the crash point is fixed from the round's
-- provably fair seed before the flight starts; the server decides a cash-out by its own clock against it. A flight
-- is decided once (the cash-out, the automatic cash-out or the crash) and then paid once through the wallet.
create table casino_house_flights (
  round_id text primary key,
  session_id text not null references casino_house_sessions (id),
  stake_cents integer not null check (stake_cents > 0),
  -- in hundredths: 100 = 1.00×
  crash_hundredths integer not null check (crash_hundredths >= 100),
  auto_hundredths integer check (auto_hundredths between 101 and 100000),
  server_seed text not null,
  client_seed text not null,
  nonce integer not null,
  created_at timestamptz not null default clock_timestamp(),
  -- null until the stake is taken: the multiplier climbs from then
  started_at timestamptz,
  decided_at timestamptz,
  -- where the player left the flight; null with a decision: it crashed with the player aboard
  cashed_out_hundredths integer,
  win_cents integer check (win_cents >= 0),
  paid_at timestamptz,
  check ((decided_at is null) = (win_cents is null)),
  check (paid_at is null or decided_at is not null)
);
create index casino_house_flights_session on casino_house_flights (session_id);
create index casino_house_flights_unpaid on casino_house_flights (created_at) where paid_at is null;
