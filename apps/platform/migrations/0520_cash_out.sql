-- Cash out: a player sells an open coupon back, in whole or in part, at a value the platform quotes from the
-- current prices (docs/cash-out.md). A sale credits the player once (ledger kind cash_out, reference
-- cashout:{saleId}); the stake it sold no longer takes part in settlement.

-- The operator's controls, one row.
create table cash_out_settings (
  id boolean primary key default true check (id),
  is_enabled boolean not null default true,
  is_live_enabled boolean not null default true,
  disabled_sport_ids integer[] not null default '{}',
  offered_type_ids smallint[] not null default '{0,1,2,3,4,5,6,7,8,9}',
  -- taken off the fair value: 0.05 keeps 5 %
  margin numeric(6, 4) not null default 0.05 check (margin >= 0 and margin < 1),
  -- the most one sale may pay, in the coupon's currency; null: no maximum
  max_sale_value numeric(20, 2) check (max_sale_value > 0),
  quote_seconds integer not null default 10 check (quote_seconds between 2 and 120)
);
insert into cash_out_settings default values;

-- sold_stake: the part of the total stake sold back; cashed_out: what the sales paid for it. A coupon sold in
-- full is closed with status 7 and a settlement payout of 0.
alter table coupons
  add column sold_stake numeric(20, 2) not null default 0,
  add column cashed_out numeric(20, 2) not null default 0,
  add constraint coupons_sold_stake check (sold_stake >= 0 and sold_stake <= total_stake),
  add constraint coupons_cashed_out check (cashed_out >= 0),
  drop constraint coupons_status_id_check,
  add constraint coupons_status_id_check check (status_id between -2 and 7);

-- A value offered to the player for the coupon as it stood (sold_stake); accepted until expires_at.
create table cash_out_quotes (
  id uuid primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  sold_stake numeric(20, 2) not null,
  value numeric(20, 2) not null check (value > 0),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index cash_out_quotes_expiry on cash_out_quotes (expires_at);

create table cash_out_sales (
  id bigint generated always as identity (start with 900000001) primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  request_id text not null,
  quote_id uuid not null,
  stake_part numeric(20, 2) not null check (stake_part > 0),
  amount numeric(20, 2) not null check (amount > 0),
  is_full boolean not null,
  sold_at timestamptz not null default now(),
  unique (user_id, request_id)
);

create index cash_out_sales_coupon on cash_out_sales (coupon_id, sold_at);
