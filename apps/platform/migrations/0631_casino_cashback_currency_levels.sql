-- Cashback levels per currency (`docs/casino-events.md`): a programme's loss thresholds, its minimum payout and its
-- cap are amounts, so the operator sets them for each currency a player may hold; the rates may differ too. A
-- currency without a row has no cashback in that programme. The programmes keep their periods, games and claim
-- window; their single set of levels (counted in whatever the account's currency was) goes.
create table casino_cashback_levels (
  programme_id text not null references casino_cashback_programmes (id),
  currency_id integer not null references currencies (id),
  -- [{"level": 1, "fromLoss": "0", "rate": "5"}…]: the first from 0, rates in percent
  levels jsonb not null check (jsonb_typeof(levels) = 'array' and jsonb_array_length(levels) between 1 and 10),
  -- cashback below this is not paid
  min_amount numeric(20, 2) not null check (min_amount > 0),
  -- the most a period pays
  max_amount numeric(20, 2) not null,
  check (max_amount >= min_amount),
  primary key (programme_id, currency_id)
);

-- Thresholds in each currency near the same value as the rouble's (a scale per currency); small currencies pay
-- from 0.10, the rouble and those like it from 1.00.
with scales (iso, scale, min_amount) as (
  values ('RUB', 1::numeric, 1::numeric), ('USD', 0.01, 0.1), ('EUR', 0.01, 0.1), ('GBP', 0.01, 0.1),
    ('UAH', 0.4, 1), ('KZT', 5, 5), ('BYN', 0.03, 0.1), ('PLN', 0.04, 0.1), ('TRY', 0.3, 1), ('AZN', 0.02, 0.1),
    ('UZS', 130, 100), ('INR', 1, 1), ('BRL', 0.05, 0.1)
),
programmes (id, levels, max_rub) as (
  values ('vip', '[[1, 0, 5], [2, 5000, 7], [3, 25000, 10], [4, 100000, 12]]'::jsonb, 50000::numeric),
    ('premium', '[[1, 0, 8], [2, 10000, 12], [3, 50000, 15]]'::jsonb, 30000::numeric)
)
insert into casino_cashback_levels (programme_id, currency_id, levels, min_amount, max_amount)
select p.id, c.id,
  (select jsonb_agg(jsonb_build_object('level', (l ->> 0)::int,
     'fromLoss', ((l ->> 1)::numeric * s.scale)::numeric(20, 2)::text, 'rate', l ->> 2) order by (l ->> 0)::int)
   from jsonb_array_elements(p.levels) l),
  s.min_amount, (p.max_rub * s.scale)::numeric(20, 2)
from programmes p cross join scales s join currencies c on c.iso = s.iso;

alter table casino_cashback_programmes drop column levels, drop column min_amount;
