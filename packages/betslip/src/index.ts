export { CouponPage } from './page/coupon-page';
export type { CouponPageProps } from './page/coupon-page';
export { CouponLayout } from './column/coupon-layout';
export { BetslipDock } from './dock/betslip-dock';
export { installBetslip } from './install/install-betslip';
export type { InstallBetslipOptions } from './install/install-betslip';
