import { expressBoostAmount } from '@betfront/coupon';
import type { Queryable } from '../../db/database';
import { toCents } from '../../cash-out/cents';
import { creditPlayer } from '../../ledger/player-movements';

export interface BoostedCoupon {
  id: string;
  userId: number;
  accountId: number;
  currencyIso: string;
  totalStake: string;
}

/**
 * Pays a settling coupon's accumulator boost, in the transaction that closes it: the percentage fixed at placement
 * of what the payout wins above the stake, at most the boost's maximum, as its own movement (kind `win`, reference
 * coupon-boost:{id}, from the house's bonuses book). A coupon partly sold back earns none. Records what was paid
 * ("0.00" for a coupon that did not win) once; answers it, or null for a coupon without a boost.
 */
export async function payExpressBoost(tx: Queryable, coupon: BoostedCoupon, payout: string): Promise<string | null> {
  const [terms] = await tx.query<{ percent: string; maxBonus: string; isPartlySold: boolean }>(
    `select boost_percent::text as percent, boost_max::text as "maxBonus", sold_stake > 0 as "isPartlySold"
     from coupons where id = $1 and boost_percent is not null and boost_paid is null for update`,
    [coupon.id],
  );
  if (!terms) return null;
  const amount = terms.isPartlySold
    ? '0.00'
    : expressBoostAmount({ payout, totalStake: coupon.totalStake, percent: terms.percent, maxBonus: terms.maxBonus });
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
