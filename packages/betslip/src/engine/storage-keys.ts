export const COUPON_STORAGE_KEY = 'betfront.coupon';
export const SETTINGS_STORAGE_KEY = 'betfront.coupon-settings';
export const REMINDER_STORAGE_KEY = 'betfront.coupon-reminder';
