-- Casino cashback (`docs/casino-events.md`): two programmes, each over its own games and periods, return a share of
-- a player's net casino loss of a finished period. The share (the level's rate) grows with the loss. A claim is
-- written once per player, programme and period, with a `cashback` ledger entry (house casino book → the account
-- the rounds were played from) whose reference is `cashback:{programme}:{periodStart}:{userId}`.
create table casino_cashback_programmes (
  id text primary key check (id in ('vip', 'premium')),
  -- day, week or month, in UTC
  period text not null check (period in ('day', 'week', 'month')),
  -- the programme scores the games in any of these categories (in_categories) or in none of them (not in_categories)
  categories text[] not null,
  in_categories boolean not null,
  -- levels by the period's net loss: [{"level": 1, "fromLoss": "0", "rate": "5"}…], a rate in percent
  levels jsonb not null check (jsonb_typeof(levels) = 'array'),
  -- a finished period may be claimed for this many days after it ends
  claim_days integer not null check (claim_days between 1 and 60),
  -- cashback below this is not paid
  min_amount numeric(20, 2) not null check (min_amount > 0)
);

create table casino_cashback_claims (
  user_id integer not null references users (id),
  programme_id text not null references casino_cashback_programmes (id),
  period_start timestamptz not null,
  account_id integer not null references accounts (id),
  net_loss numeric(20, 2) not null check (net_loss > 0),
  level integer not null,
  rate numeric(5, 2) not null check (rate > 0 and rate <= 100),
  amount numeric(20, 2) not null check (amount > 0),
  claimed_at timestamptz not null default now(),
  primary key (user_id, programme_id, period_start)
);

insert into casino_cashback_programmes (id, period, categories, in_categories, levels, claim_days, min_amount) values
  ('vip', 'week', array['live-casino', 'card-games', 'poker'], false,
   '[{"level": 1, "fromLoss": "0", "rate": "5"}, {"level": 2, "fromLoss": "5000", "rate": "7"},
     {"level": 3, "fromLoss": "25000", "rate": "10"}, {"level": 4, "fromLoss": "100000", "rate": "12"}]', 7, 1),
  ('premium', 'day', array['live-casino', 'card-games', 'poker'], true,
   '[{"level": 1, "fromLoss": "0", "rate": "8"}, {"level": 2, "fromLoss": "10000", "rate": "12"},
     {"level": 3, "fromLoss": "50000", "rate": "15"}]', 3, 1);
