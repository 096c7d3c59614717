-- The share of a casino round's stake that counts towards the wagering of a casino bonus (`docs/bonuses.md`):
-- the game's weight, set by its engine (a game of low house edge counts less).
alter table casino_games add column bonus_weight numeric(5, 4) not null default 1
  check (bonus_weight > 0 and bonus_weight <= 1);
update casino_games set bonus_weight = 0.5 where engine = 'crash';
update casino_games set bonus_weight = 0.1 where engine = 'blackjack' or 'live-casino' = any (categories);
