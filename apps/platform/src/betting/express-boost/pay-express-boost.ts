import { expressBoostAmount } from '@betfront/coupon';
import type { Queryable } from '../../db/database';
import { fromCents, toCents } from '../../cash-out/cents';
import { creditPlayer } from '../../ledger/player-movements';

export interface BoostedCoupon {
  id: string;
  userId: number;
  accountId: number;
  currencyIso: string;
  totalStake: string;
  /** The most the coupon pays, boost included (null for coupons placed before it was fixed). */
  maxPayout: string | null;
}

/**
 * Pays a settling coupon's accumulator boost, in the transaction that closes it: the percentage fixed at placement
 * of what the payout wins above the stake, at most the boost's maximum, as its own movement (kind `win`, reference
 * coupon-boost:{id}, from the house's bonuses book), and never beyond the coupon's maximum payout. A coupon partly
 * sold back earns none. Records what was paid
 * ("0.00" for a coupon that did not win) once; answers it, or null for a coupon without a boost.
 */
export async function payExpressBoost(tx: Queryable, coupon: BoostedCoupon, payout: string): Promise<string | null> {
  const [terms] = await tx.query<{ percent: string; maxBonus: string; isPartlySold: boolean }>(
    `select boost_percent::text as percent, boost_max::text as "maxBonus", sold_stake > 0 as "isPartlySold"
     from coupons where id = $1 and boost_percent is not null and boost_paid is null for update`,
    [coupon.id],
  );
  if (!terms) return null;
  const earned = terms.isPartlySold
    ? '0.00'
    : expressBoostAmount({ payout, totalStake: coupon.totalStake, percent: terms.percent, maxBonus: terms.maxBonus });
  const room = coupon.maxPayout === null ? null : toCents(coupon.maxPayout) - toCents(payout);
  const amount = room !== null && room < toCents(earned) ? fromCents(room > 0n ? room : 0n) : earned;
  await tx.query('update coupons set boost_paid = $2::numeric where id = $1', [coupon.id, amount]);
  if (toCents(amount) > 0n) {
    const paid = await creditPlayer(tx, {
      kind: 'win',
      reference: `coupon-boost:${coupon.id}`,
      userId: coupon.userId,
      accountId: coupon.accountId,
      amount,
      currencyIso: coupon.currencyIso,
      house: 'bonuses',
      note: `accumulator boost ${terms.percent}%`,
    });
    if (paid.status !== 'posted') throw new Error(`The boost of the coupon ${coupon.id} was already paid`);
  }
  return amount;
}
