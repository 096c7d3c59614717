export { CouponCard } from './coupon-card';
export type { CouponCardProps } from './coupon-card';
export { placedLiveState } from './bet-live-state';
export type { BetLiveState } from './bet-live-state';
export { betStatusLabel, betStatusTone, couponTypeLabel, marketLabel, pickLabel } from './bet-texts';
export { formatDateTime, formatMoney } from './bet-format';
export { loadPlacedCoupon } from './load-placed-coupon';
