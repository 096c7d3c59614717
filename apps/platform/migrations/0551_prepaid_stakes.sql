-- Prepaid stakes (free bets, site §3 `availablePrepaidAmount`, `prepaidAmount`): an amount granted to a player, by
-- the operator or a promotion, that a coupon may stake instead of money. It is held in the house's `prepaid` book
-- for the player: a grant moves it there from `bonuses` (ledger kind `bonus_credit`, reference prepaid-grant:{id}),
-- a coupon staking it moves it on to `bets` (kind `stake`, reference coupon-prepaid:{id}). Its stake is not
-- returned with the winnings.
-- `max_payout` is the most the coupon pays, fixed at placement (site §3 `maxPayout`).
create table prepaid_balances (
  user_id integer not null references users (id) on delete cascade,
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  amount numeric(20, 2) not null check (amount >= 0),
  primary key (user_id, currency_iso)
);

create table prepaid_grants (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  amount numeric(20, 2) not null check (amount > 0),
  source text not null check (source in ('operator', 'promotion')),
  note text,
  granted_at timestamptz not null default now()
);

create index prepaid_grants_user on prepaid_grants (user_id, granted_at desc);

alter table coupons
  add column prepaid_amount numeric(20, 2) not null default 0 check (prepaid_amount >= 0),
  add column max_payout numeric(20, 2) check (max_payout > 0),
  add constraint coupons_prepaid_within_stake check (prepaid_amount <= total_stake);
