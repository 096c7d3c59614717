import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Database } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import {
  deleteAutoSale,
  findWaitingAutoSales,
  lockWaitingAutoSale,
  markAutoSaleFired,
  upsertAutoSale,
  type AutoSaleRule,
} from './auto-sale-repository';
import { CashOutRefusal } from './cash-out-refusal';
import { fromCents, toCents } from './cents';
import { readOffers } from './read-offers';
import { findSaleCoupons } from './sale-repository';
import { lockAndPrice, recordSale } from './sell-coupon';

const reached = (value: string | null, target: string) => value !== null && toCents(value) >= toCents(target);

/** "Sell when the value reaches `value`": of `stakePart` of the stake in play, or all of it. */
export async function setAutoSale(
  db: Database,
  sportsbook: SportsbookService,
  userId: number,
  couponId: number,
  rule: { value: string; stakePart?: string },
): Promise<CashOutOffer> {
  const [coupon] = await findSaleCoupons(db, userId, [couponId]);
  if (!coupon) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
  if (coupon.statusId !== -2) throw new CashOutRefusal(409, 'cash_out_unavailable', 'The coupon is settled');
  const liveStake = toCents(coupon.totalStake) - toCents(coupon.soldStake);
  if (rule.stakePart !== undefined && toCents(rule.stakePart) > liveStake) {
    throw new CashOutRefusal(400, 'stake_part_too_high', `At most ${fromCents(liveStake)} of the stake is in play`);
  }
  await upsertAutoSale(db, {
    couponId,
    userId,
    targetValue: fromCents(toCents(rule.value)),
    stakePart: rule.stakePart === undefined ? null : fromCents(toCents(rule.stakePart)),
  });
  const [offer] = await readOffers(db, sportsbook, userId, [couponId]);
  return offer as CashOutOffer;
}

export async function cancelAutoSale(
  db: Database,
  sportsbook: SportsbookService,
  userId: number,
  couponId: number,
): Promise<CashOutOffer> {
  const [offer] = await readOffers(db, sportsbook, userId, [couponId]);
  if (!offer) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
  await deleteAutoSale(db, couponId);
  return { ...offer, autoSale: null };
}

/**
 * Sells the coupon of a rule whose value has been reached, once: in one transaction that locks the coupon and the
 * rule, prices the coupon again, sells at that value if it still reaches the target and marks the rule fired.
 */
async function fire(db: Database, sportsbook: SportsbookService, rule: AutoSaleRule): Promise<boolean> {
  return db.transaction(async (tx) => {
    const priced = await lockAndPrice(tx, sportsbook, rule.userId, rule.couponId);
    const waiting = await lockWaitingAutoSale(tx, rule.id);
    const value = priced?.offer.value ?? null;
    if (!priced || !waiting || value === null || !reached(value, waiting.targetValue)) return false;
    const { offer, coupon } = priced;
    const part = waiting.stakePart;
    const stakePart = part !== null && toCents(part) < toCents(offer.liveStake) ? part : undefined;
    const terms = { requestId: `auto:${rule.id}`, quoteId: null, stakePart, countryCode: null };
    const { sale } = await recordSale(tx, coupon, { ...offer, value }, terms);
    await markAutoSaleFired(tx, rule.id, sale.id);
    return true;
  });
}

export interface AutoSaleLog {
  warn(details: object, message: string): void;
}

/**
 * One sweep of the automatic sales: prices the coupons of every waiting rule and sells those whose value has
 * reached the target. Safe to run again and from several processes: a rule fires once. Answers the sales made.
 */
export async function runAutoSales(db: Database, sportsbook: SportsbookService, log?: AutoSaleLog): Promise<number> {
  const rules = await findWaitingAutoSales(db);
  const byUser = new Map<number, AutoSaleRule[]>();
  for (const rule of rules) byUser.set(rule.userId, [...(byUser.get(rule.userId) ?? []), rule]);
  let sold = 0;
  for (const [userId, own] of byUser) {
    const offers = await readOffers(
      db,
      sportsbook,
      userId,
      own.map((rule) => rule.couponId),
    );
    for (const rule of own) {
      const offer = offers.find((candidate) => candidate.couponId === rule.couponId);
      if (!offer || !reached(offer.value, rule.targetValue)) continue;
      try {
        if (await fire(db, sportsbook, rule)) sold += 1;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log?.warn(
          { couponId: rule.couponId, reason },
          'an automatic sale could not be made: it waits for the next sweep',
        );
      }
    }
  }
  return sold;
}
