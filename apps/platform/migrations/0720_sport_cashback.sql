-- The sportsbook's cashback (office `cashback`) is a third cashback programme: it returns a share of a player's net
-- sport loss of a finished ISO week (UTC) — the coupons settled in it, staked from the main account: their stakes
-- less what they paid back (wins, refunds, sales), never below 0. Its claims live with the casino's, paid from the
-- house's `bets` book as a `cashback` entry with the reference `cashback:sport:{periodStart}:{userId}`.
alter table casino_cashback_programmes
  drop constraint casino_cashback_programmes_id_check,
  add constraint casino_cashback_programmes_id_check check (id in ('vip', 'premium', 'sport')),
  -- what a period's loss is counted from: closed casino rounds, or settled coupons
  add column source text not null default 'casino' check (source in ('casino', 'sport'));

insert into casino_cashback_programmes (id, period, categories, in_categories, levels, claim_days, min_amount, source)
values ('sport', 'week', array[]::text[], false,
  '[{"level": 1, "fromLoss": "0", "rate": "5"}, {"level": 2, "fromLoss": "10000", "rate": "7"},
    {"level": 3, "fromLoss": "50000", "rate": "10"}]', 7, 1, 'sport');

create index coupons_account_settled on coupons (account_id, settled_at) where status_id >= 0;
