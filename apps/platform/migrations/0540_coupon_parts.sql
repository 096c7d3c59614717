-- Add to bet: the player adds stake to an open single or express at the prices of the moment, as a part of the
-- coupon with odds of its own (docs/cash-out.md). The coupon's total stake and possible win grow by the part's; its
-- amount and coef stay those it was placed with. The stake is debited once (ledger kind stake, reference
-- coupon-part:{partId}); settlement pays each part at its own odds.
create table coupon_parts (
  id bigint generated always as identity (start with 700000001) primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  request_id text not null,
  amount numeric(20, 2) not null check (amount > 0),
  -- the coef of each bet of the coupon for this part, in the bets' order
  coefs numeric(8, 2)[] not null check (cardinality(coefs) > 0),
  coef numeric not null check (coef > 1),
  possible_win numeric(20, 2) not null check (possible_win > 0),
  added_at timestamptz not null default now(),
  unique (user_id, request_id)
);

create index coupon_parts_coupon on coupon_parts (coupon_id, id);

-- A quote is of the coupon's stake as it stood: one taken before stake was added is stale.
alter table cash_out_quotes add column total_stake numeric(20, 2);
