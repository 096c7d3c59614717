import { notifyChannel, type Queryable } from '../db/database';

/** Where every process hears of a coupon whose offer changed otherwise than by a price: a sale, settlement. */
export const COUPON_CHANGES_CHANNEL = 'cash_out_coupon_changes';

/** Tells every process, once the transaction commits, that the coupon's offer changed. */
export function notifyCouponChanged(tx: Queryable, couponId: number | string): Promise<void> {
  return notifyChannel(tx, COUPON_CHANGES_CHANNEL, String(couponId));
}
