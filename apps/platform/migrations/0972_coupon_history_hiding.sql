-- A player may hide settled coupons from their bet history; the coupon, its bets and its ledger entries stay.
alter table coupons add column hidden_from_history_at timestamptz;
