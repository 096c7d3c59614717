-- The memory, safe and lottery bonus games' prize tables; the betting awards a player earns with settled bets;
-- the hunting-and-fishing promotion's weekly catch tiers. Their prizes are bonus money (`bonus_credit`), so a
-- player's bonus may now come from an award or a promotion too.
alter table player_bonuses drop constraint player_bonuses_source_check;
alter table player_bonuses add constraint player_bonuses_source_check
  check (source in ('welcome', 'deposit', 'promo', 'game', 'award', 'promotion'));

insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position) values
  ('memory', '40 бонусов', '40 bonus', 'bonus', '{"RUB": "40", "USD": "1", "EUR": "1"}', 3, 35, 1),
  ('memory', 'Пара не сошлась', 'No pair', 'none', null, null, 35, 2),
  ('memory', '200 бонусов', '200 bonus', 'bonus', '{"RUB": "200", "USD": "4", "EUR": "4"}', 5, 25, 3),
  ('memory', '700 бонусов', '700 bonus', 'bonus', '{"RUB": "700", "USD": "14", "EUR": "14"}', 8, 5, 4),
  ('safe', 'Сейф пуст', 'Empty safe', 'none', null, null, 50, 1),
  ('safe', '100 бонусов', '100 bonus', 'bonus', '{"RUB": "100", "USD": "2", "EUR": "2"}', 3, 35, 2),
  ('safe', '500 бонусов', '500 bonus', 'bonus', '{"RUB": "500", "USD": "10", "EUR": "10"}', 6, 12, 3),
  ('safe', '2000 бонусов', '2000 bonus', 'bonus', '{"RUB": "2000", "USD": "40", "EUR": "40"}', 10, 3, 4),
  ('lottery', '25 бонусов', '25 bonus', 'bonus', '{"RUB": "25", "USD": "0.5", "EUR": "0.5"}', 3, 45, 1),
  ('lottery', 'Билет без выигрыша', 'No win', 'none', null, null, 30, 2),
  ('lottery', '75 бонусов', '75 bonus', 'bonus', '{"RUB": "75", "USD": "1.5", "EUR": "1.5"}', 3, 17, 3),
  ('lottery', '300 бонусов', '300 bonus', 'bonus', '{"RUB": "300", "USD": "6", "EUR": "6"}', 5, 7, 4),
  ('lottery', 'Джекпот 3000 бонусов', 'Jackpot 3000 bonus', 'bonus', '{"RUB": "3000", "USD": "60", "EUR": "60"}', 10, 1, 5);

-- An award is earned when the player's settled coupons reach its target on one measure:
-- settled (lost or won coupons), won (won coupons), streak (won coupons in a row), odds (a won coupon at these odds).
create table betting_awards (
  code text primary key check (code ~ '^[a-z0-9-]{2,40}$'),
  measure text not null check (measure in ('settled', 'won', 'streak', 'odds')),
  target numeric(10, 2) not null check (target >= 1),
  title_ru text not null check (length(title_ru) between 1 and 80),
  title_en text not null check (length(title_en) between 1 and 80),
  amounts jsonb not null check (jsonb_typeof(amounts) = 'object'),
  wager_multiplier numeric(6, 2) not null check (wager_multiplier >= 1 and wager_multiplier <= 100),
  position smallint not null unique,
  is_active boolean not null default true
);

-- Each award is paid once per player: the key refuses a second claim in any process.
create table betting_award_claims (
  user_id integer not null references users (id) on delete cascade,
  award_code text not null references betting_awards (code),
  -- the prize's bonus and amount, written in the transaction that records the claim
  bonus_id bigint references player_bonuses (id),
  amount numeric(20, 2) check (amount > 0),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  claimed_at timestamptz not null default now(),
  primary key (user_id, award_code)
);

insert into betting_awards (code, measure, target, title_ru, title_en, amounts, wager_multiplier, position) values
  ('first-settled', 'settled', 1, 'Первая рассчитанная ставка', 'First settled bet',
   '{"RUB": "50", "USD": "1", "EUR": "1"}', 3, 1),
  ('first-win', 'won', 1, 'Первый выигрыш', 'First win', '{"RUB": "100", "USD": "2", "EUR": "2"}', 3, 2),
  ('ten-settled', 'settled', 10, 'Десять ставок', 'Ten bets', '{"RUB": "300", "USD": "6", "EUR": "6"}', 3, 3),
  ('streak-3', 'streak', 3, 'Три победы подряд', 'Three wins in a row', '{"RUB": "500", "USD": "10", "EUR": "10"}',
   5, 4),
  ('odds-3', 'odds', 3, 'Выигрыш с коэффициентом от 3.00', 'A win at odds of 3.00 or more',
   '{"RUB": "300", "USD": "6", "EUR": "6"}', 5, 5),
  ('odds-10', 'odds', 10, 'Выигрыш с коэффициентом от 10.00', 'A win at odds of 10.00 or more',
   '{"RUB": "1000", "USD": "20", "EUR": "20"}', 8, 6);

-- Hunting and fishing: each week (Monday 00:00 UTC to the next), a coupon won at odds of 1.80 or more is a catch;
-- a tier is collected once a week when the player's catches reach it.
create table hunting_tiers (
  tier smallint primary key check (tier between 1 and 20),
  catches integer not null unique check (catches between 1 and 1000),
  label_ru text not null check (length(label_ru) between 1 and 60),
  label_en text not null check (length(label_en) between 1 and 60),
  amounts jsonb not null check (jsonb_typeof(amounts) = 'object'),
  wager_multiplier numeric(6, 2) not null check (wager_multiplier >= 1 and wager_multiplier <= 100)
);

create table hunting_claims (
  user_id integer not null references users (id) on delete cascade,
  week_start date not null,
  tier smallint not null references hunting_tiers (tier),
  -- the prize's bonus and amount, written in the transaction that records the claim
  bonus_id bigint references player_bonuses (id),
  amount numeric(20, 2) check (amount > 0),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  claimed_at timestamptz not null default now(),
  primary key (user_id, week_start, tier)
);

insert into hunting_tiers (tier, catches, label_ru, label_en, amounts, wager_multiplier) values
  (1, 1, 'Первый улов', 'First catch', '{"RUB": "100", "USD": "2", "EUR": "2"}', 3),
  (2, 3, 'Охотник', 'Hunter', '{"RUB": "300", "USD": "6", "EUR": "6"}', 4),
  (3, 7, 'Трофейный сезон', 'Trophy season', '{"RUB": "1000", "USD": "20", "EUR": "20"}', 6);

create index coupons_user_settled on coupons (user_id, settled_at) where status_id in (0, 1);
create index coupons_won_settled on coupons (settled_at) where status_id = 1;
