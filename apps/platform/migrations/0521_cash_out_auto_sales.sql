-- Automatic sale: "sell when the value reaches X". A sweep of every platform process sells the coupon once, in the
-- transaction that records the sale and marks the rule fired; an automatic sale has no quote.
alter table cash_out_sales alter column quote_id drop not null;

create table cash_out_auto_sales (
  id bigint generated always as identity primary key,
  coupon_id bigint not null references coupons (id) on delete cascade,
  user_id integer not null references users (id) on delete cascade,
  target_value numeric(20, 2) not null check (target_value > 0),
  -- null: all of the stake in play when it fires
  stake_part numeric(20, 2) check (stake_part > 0),
  created_at timestamptz not null default now(),
  sale_id bigint references cash_out_sales (id)
);

-- At most one rule waits per coupon.
create unique index cash_out_auto_sales_pending on cash_out_auto_sales (coupon_id) where sale_id is null;
