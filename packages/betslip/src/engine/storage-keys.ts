export const COUPON_STORAGE_KEY = 'betfront.coupon';
export { COUPON_SETTINGS_STORAGE_KEY as SETTINGS_STORAGE_KEY } from '@betfront/coupon';
export const REMINDER_STORAGE_KEY = 'betfront.coupon-reminder';
