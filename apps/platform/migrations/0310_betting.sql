-- Placed coupons and their bets. A coupon is debited when it is inserted (same transaction) and credited once
-- when every bet has a result. (user_id, request_id) makes a retried placement answer the first coupon.
create table coupons (
  id bigint generated always as identity (start with 700000001) primary key,
  user_id integer not null references users (id) on delete cascade,
  -- no foreign key: a settled coupon outlives a closed currency account
  account_id integer not null,
  currency_iso text not null,
  request_id text not null,
  -- sha-256 of the placement body without the request id: the same id with another body is refused
  body_hash text not null,
  type_id smallint not null check (type_id between 0 and 9),
  system_value smallint,
  amount numeric(20, 2) not null check (amount > 0),
  amount_by_block_id jsonb not null default '{}',
  amount_by_bet_id jsonb not null default '{}',
  total_stake numeric(20, 2) not null check (total_stake > 0),
  coef numeric not null,
  possible_win numeric(20, 2) not null,
  min_possible_win numeric(20, 2),
  is_vip boolean not null default false,
  is_one_click boolean not null default false,
  promo_code text,
  -- -2 open; 0 lost, 1 won, 2 returned, 5 partly returned
  status_id smallint not null default -2 check (status_id between -2 and 6),
  payout numeric(20, 2),
  placed_at timestamptz not null default now(),
  settled_at timestamptz,
  unique (user_id, request_id)
);

create index coupons_user_placed on coupons (user_id, placed_at desc);
create index coupons_open on coupons (id) where status_id = -2;

create table coupon_bets (
  coupon_id bigint not null references coupons (id) on delete cascade,
  position smallint not null,
  selection_id text not null,
  game_id bigint not null,
  sport_id integer not null,
  sport_name text not null,
  champ_id integer not null,
  champ_name text not null,
  home text not null,
  away text not null,
  start_at timestamptz not null,
  period text not null,
  kind text not null,
  line numeric,
  code text not null,
  param numeric,
  coef numeric(8, 2) not null,
  is_live boolean not null,
  is_banker boolean not null default false,
  -- null: a block of its own (see the coupon engine)
  block_id bigint,
  status_id smallint not null default -2 check (status_id between -2 and 6),
  -- { home, away } of the settled part, once settled
  score jsonb,
  primary key (coupon_id, position)
);

create index coupon_bets_open_game on coupon_bets (game_id) where status_id = -2;

create table coupon_codes (
  code text primary key check (code ~ '^[A-Z0-9]{6,12}$'),
  user_id integer references users (id) on delete set null,
  type_id smallint not null check (type_id between 0 and 9),
  system_value smallint,
  -- [{ id, isBanker }]
  bets jsonb not null,
  created_at timestamptz not null default now()
);

create table analytics_events (
  id bigint generated always as identity primary key,
  user_id integer references users (id) on delete set null,
  name text not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);

create index analytics_events_name_time on analytics_events (name, received_at);
