-- The operator's toto settings: what a new draw is opened with (each draw keeps its own, so a change applies to
-- the next draws only) and how long after its opening a draw's first game starts at the soonest.
create table toto_settings (
  id boolean primary key default true check (id),
  variant_price numeric(12, 2) not null check (variant_price > 0),
  max_variants integer not null check (max_variants between 1 and 14348907),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  operator_permille integer not null check (operator_permille between 0 and 999),
  -- {"15": 400, "14": 200, ...}: per-mille shares of the fund by correct outcomes, summing to 1000
  category_shares jsonb not null check (jsonb_typeof(category_shares) = 'object'),
  lead_minutes integer not null check (lead_minutes between 0 and 1440)
);

insert into toto_settings (variant_price, max_variants, currency_iso, operator_permille, category_shares, lead_minutes)
values (10.00, 1296, 'RUB', 200, '{"15": 400, "14": 200, "13": 150, "12": 150, "11": 100}', 10);
