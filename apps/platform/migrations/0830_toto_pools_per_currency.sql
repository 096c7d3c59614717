-- Toto pools per currency: a draw keeps one pool for each currency it takes coupons in, so a rouble coupon and a
-- dollar coupon never share a fund. Each pool has its own variant price, jackpot, split and carry-over; a pool's
-- carry goes to the pool of the same currency of the next open draw.
create table toto_pools (
  draw_id integer not null references toto_draws (id),
  currency_iso text not null check (currency_iso ~ '^[A-Z]{3}$'),
  variant_price numeric(12, 2) not null check (variant_price > 0),
  -- what earlier draws' pools of this currency carried over to this pool's categories
  jackpot numeric(16, 2) not null default 0 check (jackpot >= 0),
  -- after settlement: [{hits, fund, variants, perVariant}], and what this pool carried to the next draw
  prizes jsonb,
  carried numeric(16, 2),
  -- the draw whose pool of this currency received `carried`, once one was open
  carried_to integer references toto_draws (id),
  primary key (draw_id, currency_iso)
);

insert into toto_pools (draw_id, currency_iso, variant_price, jackpot, prizes, carried, carried_to)
select id, currency_iso, variant_price, jackpot, prizes, carried, carried_to from toto_draws;

alter table toto_draws drop column variant_price, drop column currency_iso, drop column jackpot, drop column prizes,
  drop column carried, drop column carried_to;

-- The operator's price of a variant in each currency a new draw takes coupons in: {"RUB": "10.00", ...}.
alter table toto_settings add column variant_prices jsonb;
update toto_settings set variant_prices = jsonb_build_object(currency_iso, variant_price::text) || (
  select jsonb_object_agg(iso, price) from (values
    ('USD', '0.20'), ('EUR', '0.20'), ('GBP', '0.20'), ('UAH', '5.00'), ('KZT', '50.00'), ('BYN', '0.50'),
    ('PLN', '1.00'), ('TRY', '5.00'), ('AZN', '0.50'), ('UZS', '2000.00'), ('INR', '10.00'), ('BRL', '1.00')
  ) prices (iso, price) where iso <> toto_settings.currency_iso);
alter table toto_settings alter column variant_prices set not null,
  add check (jsonb_typeof(variant_prices) = 'object'),
  drop column variant_price, drop column currency_iso;
