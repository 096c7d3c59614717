-- What a placement records besides its stake: the odds format the player saw the coupon in, and the bonus
-- bet's coef an express carried (already part of the coupon's coef; paid as a winning leg at settlement).
alter table coupons
  add column coef_view_id smallint not null default 0 check (coef_view_id between 0 and 9),
  add column bonus_bet_coef numeric(8, 2) check (bonus_bet_coef > 1);

-- The bonus bet of the express (site §4) is on by default; the operator switches it off with feature 36.
insert into enabled_features (number) values (36) on conflict do nothing;
