-- The sportsbook's cashback (office `cashback`) is a third cashback programme: it returns a share of a player's net
-- sport loss of a finished ISO week (UTC) — the coupons settled in it, staked from the main account: their stakes
-- less what they paid back (wins, refunds, sales), never below 0. Its claims live with the casino's, paid from the
-- house's `bets` book as a `cashback` entry with the reference `cashback:sport:{periodStart}:{userId}`.
alter table casino_cashback_programmes
  drop constraint casino_cashback_programmes_id_check,
  add constraint casino_cashback_programmes_id_check check (id in ('vip', 'premium', 'sport')),
  -- what a period's loss is counted from: closed casino rounds, or settled coupons
  add column source text not null default 'casino' check (source in ('casino', 'sport'));

insert into casino_cashback_programmes (id, period, categories, in_categories, claim_days, source)
values ('sport', 'week', array[]::text[], false, 7, 'sport');

-- Its levels in every currency the casino's VIP programme pays in, at the same scale (the VIP cap is 50 000 in
-- roubles): from 0 at 5 %, from 10 000 at 7 %, from 50 000 at 10 %, at most 100 000 a week (rouble amounts).
insert into casino_cashback_levels (programme_id, currency_id, levels, min_amount, max_amount)
select 'sport', vip.currency_id,
  jsonb_build_array(
    jsonb_build_object('level', 1, 'fromLoss', '0', 'rate', '5'),
    jsonb_build_object('level', 2, 'fromLoss', (10000 * vip.max_amount / 50000)::numeric(20, 2)::text, 'rate', '7'),
    jsonb_build_object('level', 3, 'fromLoss', (50000 * vip.max_amount / 50000)::numeric(20, 2)::text, 'rate', '10')),
  vip.min_amount, (100000 * vip.max_amount / 50000)::numeric(20, 2)
from casino_cashback_levels vip where vip.programme_id = 'vip';

create index coupons_account_settled on coupons (account_id, settled_at) where status_id >= 0;
