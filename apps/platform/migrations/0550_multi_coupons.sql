-- A multi (type 4) places one coupon per bet (site §4 "Coupon types"): the coupons of one placement share its
-- request id and are told apart by their position in it, so a retried placement answers all of them.
alter table coupons add column placement_position smallint not null default 0 check (placement_position >= 0);
alter table coupons drop constraint coupons_user_id_request_id_key;
alter table coupons add constraint coupons_user_request_position_key unique (user_id, request_id, placement_position);
