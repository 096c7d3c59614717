-- Casino tournaments: the operator's tournaments over a period and a set of games, scored from the players' real
-- rounds (`docs/casino-events.md`), and the places and prizes written once when the tournament is settled. A prize
-- is a `casino_credit` ledger entry (house casino book → the player's account) with the reference
-- `tournament:{id}:{place}`.
create table casino_tournaments (
  id integer generated always as identity primary key,
  title_ru text not null check (length(title_ru) between 1 and 120),
  title_en text not null check (length(title_en) between 1 and 120),
  rules_ru text not null check (length(rules_ru) between 1 and 4000),
  rules_en text not null check (length(rules_en) between 1 and 4000),
  -- stake: a point per unit staked; win: a point per unit won; multiplier: the best round's win over its stake
  scoring text not null check (scoring in ('stake', 'win', 'multiplier')),
  -- rounds staked below this do not score
  min_stake numeric(20, 2) not null default 0 check (min_stake >= 0),
  -- only rounds played from accounts in this currency score; prizes are paid in it
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  -- the games that score; null: every game of the catalogue
  game_ids text[] check (game_ids is null or cardinality(game_ids) between 1 and 500),
  -- the prize of each place, first place first
  prizes numeric(20, 2)[] not null check (cardinality(prizes) between 1 and 100 and 0 < all (prizes)),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  -- set in the transaction that writes the results and pays the prizes
  settled_at timestamptz,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at)
);
create index casino_tournaments_due on casino_tournaments (ends_at) where settled_at is null;

create table casino_tournament_results (
  tournament_id integer not null references casino_tournaments (id),
  place integer not null check (place >= 1),
  user_id integer not null references users (id),
  account_id integer not null references accounts (id),
  points numeric(20, 2) not null,
  prize numeric(20, 2) not null check (prize > 0),
  primary key (tournament_id, place),
  unique (tournament_id, user_id)
);

-- The rounds a tournament scores: closed rounds by when they finished.
create index casino_rounds_finished on casino_rounds (finished_at) where status = 'closed';

insert into casino_tournaments (title_ru, title_en, rules_ru, rules_en, scoring, min_stake, currency_iso, game_ids,
  prizes, starts_at, ends_at) values
  ('Гонка оригиналов', 'Originals Race',
   'Играйте в игры Betfront Originals на реальные деньги. Каждый рубль ставки в закрытом раунде — одно очко. Очки считаются с раундов от 1 ₽. Призы выплачиваются на основной счёт сразу после окончания турнира.',
   'Play Betfront Originals for real money. Every rouble staked in a finished round is one point. Rounds staked from 1 ₽ score. Prizes go to the main account as soon as the tournament ends.',
   'stake', 1, 'RUB', array['101', '102', '103', '104', '105', '106'], array[5000, 2500, 1000, 500, 250]::numeric[],
   date_trunc('month', now()), date_trunc('month', now()) + interval '1 month'),
  ('Охота за множителем', 'Multiplier Hunt',
   'Ваш результат — лучший множитель одного раунда (выигрыш, делённый на ставку) в любой игре казино. Считаются раунды от 10 ₽.',
   'Your score is the best multiplier of one round (the win over the stake) in any casino game. Rounds staked from 10 ₽ score.',
   'multiplier', 10, 'RUB', null, array[3000, 1500, 750]::numeric[],
   date_trunc('week', now()), date_trunc('week', now()) + interval '1 week'),
  ('Выигрыши недели в слотах', 'Slot Wins of the Week',
   'Сумма выигрышей в Fruit Reels. Каждый выигранный рубль — одно очко.',
   'The sum of wins in Fruit Reels. Every rouble won is one point.',
   'win', 1, 'RUB', array['101'], array[2000, 1000, 500]::numeric[],
   date_trunc('week', now()) + interval '1 week', date_trunc('week', now()) + interval '2 weeks'),
  ('Турнир прошлой недели', 'Last Week''s Cup',
   'Каждый рубль ставки в любой игре казино — одно очко. Считаются раунды от 1 ₽.',
   'Every rouble staked in any casino game is one point. Rounds staked from 1 ₽ score.',
   'stake', 1, 'RUB', null, array[1000, 500]::numeric[],
   date_trunc('week', now()) - interval '1 week', date_trunc('week', now()));
