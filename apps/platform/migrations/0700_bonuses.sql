-- Bonuses: the operator's offers, each player's bonuses on the bonus account (type 4) with their wagering, the
-- wager each settled bet (or, later, casino round) added, promo codes that credit bonus money or unlock an offer,
-- and the bonus games' prize tables and plays. Every movement of bonus money is a ledger entry: `bonus_credit`
-- (house bonuses → bonus account), `bonus_release` (bonus account → main account) and `bonus_forfeit`
-- (bonus account → house bonuses), each with the reference `bonus:{id}` (a top-up its own reference).
alter table ledger_entries drop constraint ledger_entries_kind_check;
alter table ledger_entries add constraint ledger_entries_kind_check check (kind in ('opening', 'stake', 'win',
  'refund', 'cash_out', 'deposit', 'withdrawal_hold', 'withdrawal_paid', 'withdrawal_released', 'conversion',
  'transfer', 'bonus_credit', 'bonus_release', 'bonus_forfeit', 'cashback', 'casino_debit', 'casino_credit',
  'casino_rollback', 'adjustment'));

create table bonus_offers (
  id integer generated always as identity primary key,
  code text not null unique check (code ~ '^[a-z0-9-]{2,40}$'),
  -- welcome_sport and welcome_casino answer the registration's choice (1 and 2) on the first deposit;
  -- deposit offers are taken by the player (or unlocked by a promo code) and credited on the next deposit
  kind text not null check (kind in ('welcome_sport', 'welcome_casino', 'deposit')),
  title_ru text not null check (length(title_ru) between 1 and 120),
  title_en text not null check (length(title_en) between 1 and 120),
  rules_ru text not null check (length(rules_ru) between 1 and 4000),
  rules_en text not null check (length(rules_en) between 1 and 4000),
  -- the bonus is this share of the deposit, up to the cap of the deposit's currency (no cap: no bonus in it)
  percent numeric(6, 2) not null check (percent > 0 and percent <= 500),
  caps jsonb not null check (jsonb_typeof(caps) = 'object'),
  wager_multiplier numeric(6, 2) not null check (wager_multiplier >= 1 and wager_multiplier <= 100),
  -- every leg of a coupon counted towards the wagering has at least these odds
  min_coef numeric(8, 3) not null check (min_coef >= 1),
  -- coupon types whose stakes do not count (0 single, 1 express, 2 system…)
  excluded_type_ids smallint[] not null default '{}',
  valid_days integer not null check (valid_days between 1 and 365),
  is_published boolean not null default false,
  created_at timestamptz not null default now()
);

-- The registration's choice names one welcome offer of its kind.
create unique index bonus_offers_one_welcome on bonus_offers (kind) where is_published and kind <> 'deposit';

create table player_bonuses (
  id bigint generated always as identity (start with 300000001) primary key,
  user_id integer not null references users (id) on delete cascade,
  offer_id integer references bonus_offers (id),
  source text not null check (source in ('welcome', 'deposit', 'promo', 'game')),
  title_ru text not null,
  title_en text not null,
  -- active: taken, waiting for the deposit it is credited on; wagering: on the bonus account, being wagered;
  -- released: wagered, its money moved to the main account; forfeited: given up by the player; expired: its time ran out
  status text not null check (status in ('active', 'wagering', 'released', 'forfeited', 'expired')),
  bonus_account_id integer references accounts (id),
  currency_iso text check (currency_iso ~ '^[A-Z]{3}$'),
  -- what the bonus account received (grows with each top-up) and what the wagering asks for
  amount numeric(20, 2) not null default 0 check (amount >= 0),
  wager_required numeric(20, 2) not null default 0 check (wager_required >= 0),
  wager_done numeric(20, 2) not null default 0 check (wager_done >= 0),
  min_coef numeric(8, 3) not null default 1,
  excluded_type_ids smallint[] not null default '{}',
  -- the money the bonus account gave up when the bonus ended: to the main account when released, to the house otherwise
  settled_amount numeric(20, 2) check (settled_amount >= 0),
  release_account_id integer references accounts (id),
  credited_at timestamptz,
  expires_at timestamptz not null,
  ended_at timestamptz,
  created_at timestamptz not null default now(),
  check (status <> 'active' or credited_at is null),
  check (status not in ('wagering', 'released') or credited_at is not null),
  check ((status in ('active', 'wagering')) = (ended_at is null))
);

-- One bonus at a time is taken or wagered: more bonus money tops the running one up.
create unique index player_bonuses_one_running on player_bonuses (user_id) where status in ('active', 'wagering');
create unique index player_bonuses_one_welcome on player_bonuses (user_id) where source = 'welcome';
create index player_bonuses_user on player_bonuses (user_id, id desc);
create index player_bonuses_due on player_bonuses (expires_at) where status in ('active', 'wagering');

-- What each settled coupon (source sport) or casino round (source casino) added to a bonus's wagering, at its weight.
create table bonus_wager_contributions (
  bonus_id bigint not null references player_bonuses (id) on delete cascade,
  source text not null check (source in ('sport', 'casino')),
  reference text not null check (length(reference) between 1 and 200),
  stake numeric(20, 2) not null check (stake > 0),
  weight numeric(5, 4) not null check (weight > 0 and weight <= 1),
  counted numeric(20, 2) not null check (counted >= 0),
  created_at timestamptz not null default now(),
  primary key (bonus_id, source, reference)
);

create table bonus_promo_codes (
  code text primary key check (code ~ '^[A-Z0-9]{4,32}$'),
  -- credit: bonus money at once (amounts by currency, wagered at the multiplier); offer: unlocks a deposit offer
  kind text not null check (kind in ('credit', 'offer')),
  title_ru text not null check (length(title_ru) between 1 and 120),
  title_en text not null check (length(title_en) between 1 and 120),
  amounts jsonb check (jsonb_typeof(amounts) = 'object'),
  wager_multiplier numeric(6, 2) check (wager_multiplier >= 1 and wager_multiplier <= 100),
  offer_id integer references bonus_offers (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now(),
  check ((kind = 'credit') = (amounts is not null and wager_multiplier is not null)),
  check ((kind = 'offer') = (offer_id is not null))
);

create table bonus_promo_redemptions (
  code text not null references bonus_promo_codes (code) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  bonus_id bigint not null references player_bonuses (id),
  -- what a credit code put on the bonus account; null for an offer code
  amount numeric(20, 2) check (amount > 0),
  currency_iso text check (currency_iso ~ '^[A-Z]{3}$'),
  redeemed_at timestamptz not null default now(),
  primary key (user_id, code)
);

-- The prize table of a bonus game: each prize's chance is its weight over the sum of the game's weights.
create table bonus_game_prizes (
  id integer generated always as identity primary key,
  game text not null check (game in ('fortuna', 'chest', 'memory', 'safe', 'lottery')),
  label_ru text not null check (length(label_ru) between 1 and 60),
  label_en text not null check (length(label_en) between 1 and 60),
  -- bonus: bonus money (amounts by currency) wagered at the multiplier; none: nothing this time
  kind text not null check (kind in ('bonus', 'none')),
  amounts jsonb check (jsonb_typeof(amounts) = 'object'),
  wager_multiplier numeric(6, 2) check (wager_multiplier >= 1 and wager_multiplier <= 100),
  weight integer not null check (weight between 1 and 1000000),
  position smallint not null,
  is_active boolean not null default true,
  check ((kind = 'bonus') = (amounts is not null and wager_multiplier is not null)),
  unique (game, position)
);

-- One play a day (UTC) per game and player: the unique key refuses the second in any process.
create table bonus_game_plays (
  id bigint generated always as identity primary key,
  user_id integer not null references users (id) on delete cascade,
  game text not null,
  play_day date not null,
  prize_id integer not null references bonus_game_prizes (id),
  bonus_id bigint references player_bonuses (id),
  played_at timestamptz not null default now(),
  unique (user_id, game, play_day)
);

insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position) values
  ('fortuna', '50 бонусов', '50 bonus', 'bonus', '{"RUB": "50", "USD": "1", "EUR": "1"}', 3, 30, 1),
  ('fortuna', 'Не повезло', 'No luck', 'none', null, null, 25, 2),
  ('fortuna', '100 бонусов', '100 bonus', 'bonus', '{"RUB": "100", "USD": "2", "EUR": "2"}', 3, 20, 3),
  ('fortuna', 'Попробуйте завтра', 'Try tomorrow', 'none', null, null, 10, 4),
  ('fortuna', '250 бонусов', '250 bonus', 'bonus', '{"RUB": "250", "USD": "5", "EUR": "5"}', 5, 10, 5),
  ('fortuna', '1000 бонусов', '1000 bonus', 'bonus', '{"RUB": "1000", "USD": "20", "EUR": "20"}', 10, 5, 6);

insert into bonus_offers (code, kind, title_ru, title_en, rules_ru, rules_en, percent, caps, wager_multiplier,
  min_coef, excluded_type_ids, valid_days, is_published) values
  ('welcome-sport', 'welcome_sport', 'Приветственный бонус на спорт', 'Welcome sport bonus',
   '100 % первого депозита до лимита вашей валюты. Отыграйте бонус 5 раз ставками с коэффициентом каждого события не ниже 1.50 (системы не учитываются) за 30 дней.',
   '100 % of your first deposit up to your currency''s cap. Wager the bonus 5 times in bets with every selection at odds of 1.50 or more (systems do not count) within 30 days.',
   100, '{"RUB": "15000", "USD": "200", "EUR": "200", "KZT": "90000", "UAH": "6000"}', 5, 1.5, '{2}', 30, true),
  ('welcome-casino', 'welcome_casino', 'Приветственный бонус в казино', 'Welcome casino bonus',
   '100 % первого депозита до лимита вашей валюты. Отыграйте бонус 35 раз за 14 дней; ставки на спорт с коэффициентом не ниже 1.50 тоже учитываются.',
   '100 % of your first deposit up to your currency''s cap. Wager the bonus 35 times within 14 days; sport bets at odds of 1.50 or more count too.',
   100, '{"RUB": "20000", "USD": "300", "EUR": "300", "KZT": "120000", "UAH": "8000"}', 35, 1.5, '{2}', 14, true),
  ('reload-50', 'deposit', 'Бонус 50 % на депозит', '50 % deposit bonus',
   '50 % следующего депозита до лимита вашей валюты. Отыграйте бонус 6 раз ставками с коэффициентом каждого события не ниже 1.60 за 14 дней.',
   '50 % of your next deposit up to your currency''s cap. Wager the bonus 6 times in bets with every selection at odds of 1.60 or more within 14 days.',
   50, '{"RUB": "5000", "USD": "70", "EUR": "70", "KZT": "30000", "UAH": "2000"}', 6, 1.6, '{2}', 14, true);

insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position) values
  ('chest', '30 бонусов', '30 bonus', 'bonus', '{"RUB": "30", "USD": "0.5", "EUR": "0.5"}', 3, 40, 1),
  ('chest', 'Пусто', 'Empty', 'none', null, null, 35, 2),
  ('chest', '150 бонусов', '150 bonus', 'bonus', '{"RUB": "150", "USD": "3", "EUR": "3"}', 5, 20, 3),
  ('chest', '500 бонусов', '500 bonus', 'bonus', '{"RUB": "500", "USD": "10", "EUR": "10"}', 8, 5, 4);
