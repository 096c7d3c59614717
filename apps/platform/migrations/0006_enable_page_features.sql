-- Features that pages of the route catalogue require: express of the day, bets on your, the games project,
-- hunting and fishing, betting awards, bonus games, cashback, bring a friend, rewards and callback.
insert into enabled_features (number)
select number from generate_series(26, 35) as number
on conflict do nothing;
