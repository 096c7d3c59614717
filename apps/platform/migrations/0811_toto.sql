-- Toto: a pool bet on the outcomes (1, X, 2) of 15 football games of the sportsbook's line. A draw takes coupons
-- until its first game starts (`closes_at`); it is settled from the games' results once every game has finished.
-- Of its stakes `1 - operator_permille / 1000` is the prize fund, split among the categories of correct outcomes by
-- `category_shares`; `jackpot` is what earlier draws carried over to this draw's top category.
create table toto_draws (
  id integer generated always as identity (start with 1001) primary key,
  closes_at timestamptz not null,
  variant_price numeric(12, 2) not null check (variant_price > 0),
  max_variants integer not null check (max_variants > 0),
  currency_iso text not null,
  operator_permille integer not null check (operator_permille between 0 and 999),
  -- {"15": 400, "14": 200, ...}: per-mille shares of the fund by correct outcomes, summing to 1000
  category_shares jsonb not null check (jsonb_typeof(category_shares) = 'object'),
  jackpot numeric(16, 2) not null default 0 check (jackpot >= 0),
  -- after settlement: [{hits, fund, variants, perVariant}], and what this draw carried to the next one
  prizes jsonb,
  carried numeric(16, 2),
  -- the draw whose jackpot received `carried`, once one was open
  carried_to integer references toto_draws (id),
  settled_at timestamptz,
  check ((prizes is null) = (settled_at is null))
);
create index toto_draws_open on toto_draws (closes_at) where settled_at is null;

create table toto_draw_games (
  draw_id integer not null references toto_draws (id),
  position integer not null check (position between 1 and 15),
  game_id bigint not null references sb_games (id),
  -- '1', 'X' or '2' from the game's final score; 'void' for a game not played, which every pick of it guesses
  result text check (result in ('1', 'X', '2', 'void')),
  primary key (draw_id, position),
  unique (draw_id, game_id)
);

-- A coupon: one or more outcomes picked for each game ("1", "1X", "1X2"...); it plays every variant they make.
create table toto_coupons (
  id bigint generated always as identity (start with 500000001) primary key,
  draw_id integer not null references toto_draws (id),
  user_id integer not null references users (id),
  account_id integer not null,
  request_id text not null,
  picks text[] not null check (cardinality(picks) = 15),
  variants integer not null check (variants > 0),
  stake numeric(14, 2) not null check (stake > 0),
  currency_iso text not null,
  -- after settlement: winning variants by correct outcomes {"15": 0, "14": 2, ...} and what they paid
  hits jsonb,
  payout numeric(16, 2) check (payout >= 0),
  created_at timestamptz not null default now(),
  unique (user_id, request_id)
);
create index toto_coupons_draw on toto_coupons (draw_id);
create index toto_coupons_player on toto_coupons (user_id, id desc);
