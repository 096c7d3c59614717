-- Free bets as prizes: a bonus game's prize or a promo code may grant a free bet (a prepaid stake, paid through
-- `prepaid_grants` and the ledger) instead of bonus money. A free bet has amounts by currency and no wagering.
alter table bonus_game_prizes drop constraint bonus_game_prizes_kind_check;
alter table bonus_game_prizes drop constraint bonus_game_prizes_check;
alter table bonus_game_prizes add constraint bonus_game_prizes_kind_check
  check (kind in ('bonus', 'free_bet', 'none'));
alter table bonus_game_prizes add constraint bonus_game_prizes_kind_amounts_check
  check ((kind = 'none') = (amounts is null));
alter table bonus_game_prizes add constraint bonus_game_prizes_kind_wager_check
  check ((kind = 'bonus') = (wager_multiplier is not null));

-- The free bet a play won, granted in the transaction that records the play: one grant per play.
alter table bonus_game_plays add column prepaid_grant_id bigint unique references prepaid_grants (id);

-- The fortuna wheel's free bet sector takes 5 of "No luck"'s 25: the weights still sum to 100, so each weight is
-- its chance in percent (50 bonus 30 %, no luck 20 %, 100 bonus 20 %, try tomorrow 10 %, 250 bonus 10 %,
-- 1000 bonus 5 %, free bet 5 %).
update bonus_game_prizes set weight = 20 where game = 'fortuna' and position = 2;
insert into bonus_game_prizes (game, label_ru, label_en, kind, amounts, wager_multiplier, weight, position) values
  ('fortuna', 'Фрибет 100', 'Free bet 100', 'free_bet', '{"RUB": "100", "USD": "2", "EUR": "2"}', null, 5, 7);

-- free_bet: a free bet at once (amounts by currency, no wagering).
alter table bonus_promo_codes drop constraint bonus_promo_codes_kind_check;
alter table bonus_promo_codes add constraint bonus_promo_codes_kind_check
  check (kind in ('credit', 'offer', 'free_bet'));
alter table bonus_promo_codes add constraint bonus_promo_codes_free_bet_check
  check (kind <> 'free_bet' or (amounts is not null and wager_multiplier is null));

-- A free bet code's redemption names its prepaid grant instead of a bonus.
alter table bonus_promo_redemptions alter column bonus_id drop not null;
alter table bonus_promo_redemptions add column prepaid_grant_id bigint unique references prepaid_grants (id);
alter table bonus_promo_redemptions add constraint bonus_promo_redemptions_prize_check
  check ((bonus_id is null) <> (prepaid_grant_id is null));

insert into bonus_promo_codes (code, kind, title_ru, title_en, amounts, wager_multiplier, expires_at) values
  ('FREEBET100', 'free_bet', 'Фрибет 100', 'Free bet 100', '{"RUB": "100", "USD": "2", "EUR": "2"}', null,
   '2030-12-31T23:59:59Z');
