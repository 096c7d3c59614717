-- The site's reference id (site §3 "Coupon sent out": the platform adds id, userId and refId): the operator's
-- `refId` setting when the coupon was placed, kept with it; null for coupons placed before it was recorded.
alter table coupons add column ref_id integer check (ref_id >= 0);
