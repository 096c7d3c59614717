-- The accumulator boost (site §3 hyper-bonus fields): an express whose picks are priced at least `min_coef` each
-- earns a percentage on its winnings, by its number of such picks (the highest tier it reaches), when staked
-- from a money account at or above the currency's minimum stake; the boost is at most the currency's maximum.
-- The percentage and the maximum are fixed on the coupon at placement; a won coupon not sold back is paid the
-- boost at settlement as its own ledger movement (kind `win`, reference coupon-boost:{id}, house bonuses → player).
create table express_boost_rules (
  id boolean primary key default true check (id),
  min_coef numeric(6, 2) not null check (min_coef >= 1.01)
);

create table express_boost_tiers (
  min_picks smallint primary key check (min_picks between 2 and 50),
  percent numeric(5, 2) not null check (percent > 0 and percent <= 100)
);

-- A currency without a row takes no boost.
create table express_boost_limits (
  currency_iso text primary key references currencies (iso),
  min_stake numeric(20, 2) not null check (min_stake > 0),
  max_bonus numeric(20, 2) not null check (max_bonus > 0)
);

insert into express_boost_rules (min_coef) values (1.30);
insert into express_boost_tiers (min_picks, percent) values (4, 5), (6, 10), (9, 20), (12, 35), (15, 50);
insert into express_boost_limits (currency_iso, min_stake, max_bonus) values
  ('RUB', 50, 100000), ('USD', 1, 2000), ('EUR', 1, 2000), ('GBP', 1, 1500), ('UAH', 20, 50000),
  ('KZT', 250, 500000), ('BYN', 2, 5000), ('PLN', 4, 8000), ('TRY', 20, 50000), ('AZN', 2, 3000),
  ('UZS', 6000, 20000000), ('INR', 50, 150000), ('BRL', 5, 10000);

alter table coupons
  add column boost_percent numeric(5, 2) check (boost_percent > 0 and boost_percent <= 100),
  add column boost_max numeric(20, 2) check (boost_max > 0),
  add column boost_paid numeric(20, 2) check (boost_paid >= 0),
  add constraint coupons_boost_terms check ((boost_percent is null) = (boost_max is null)),
  add constraint coupons_boost_paid_terms check (boost_paid is null or boost_percent is not null);
