import type { z } from 'zod';
import type { CashOutSale, CashOutSaleBody, cashOutSaleAnswerSchema } from '@betfront/contract/cash-out';
import { cashOutShare, coefChangeDecision } from '@betfront/coupon';
import { accountBalance } from '../betting/betting-account';
import type { Database, Queryable } from '../db/database';
import { creditPlayer } from '../ledger/player-movements';
import { passMoneyGate } from '../money-gate/money-gate';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { CashOutRefusal } from './cash-out-refusal';
import { cashOutOffer, readLegOffers } from './cash-out-offers';
import { readCashOutSettings } from './cash-out-settings';
import { fromCents, toCents } from './cents';
import { notifyCouponChanged } from './offer-changes';
import { findQuote } from './quote-repository';
import { readOffers } from './read-offers';
import { findSaleByRequest, findSaleCoupons, insertSale, type SaleCoupon } from './sale-repository';

type SaleAnswer = z.infer<typeof cashOutSaleAnswerSchema>;

export interface SaleContext {
  /** The country the request comes from, for the money gate's country blocks. */
  countryCode: string | null;
  now?: Date;
}

const asMoney = (amount: string) => fromCents(toCents(amount));

/** The sale of an earlier request with the same id, or a refusal when that request sold something else. */
async function replayed(tx: Queryable, userId: number, couponId: number, body: CashOutSaleBody) {
  const earlier = await findSaleByRequest(tx, userId, body.requestId);
  if (earlier && (earlier.sale.couponId !== couponId || earlier.quoteId !== body.quoteId)) {
    throw new CashOutRefusal(409, 'request_id_reused', 'This request id was already used for another sale');
  }
  return earlier;
}

/** Checks the quote against the coupon as it stands under the lock. */
async function acceptedQuote(tx: Queryable, coupon: SaleCoupon, userId: number, body: CashOutSaleBody, now: Date) {
  const quote = await findQuote(tx, body.quoteId, userId);
  if (!quote || quote.couponId !== coupon.id) {
    throw new CashOutRefusal(404, 'quote_not_found', 'There is no such quote for this coupon');
  }
  if (quote.expiresAt.getTime() <= now.getTime()) {
    throw new CashOutRefusal(409, 'quote_expired', 'The quote has expired: ask for a new one');
  }
  const isSameStake = toCents(quote.soldStake) === toCents(coupon.soldStake) && quote.totalStake === coupon.totalStake;
  if (coupon.statusId !== -2 || !isSameStake) {
    throw new CashOutRefusal(409, 'quote_stale', 'The coupon has changed since the quote: ask for a new one');
  }
  return quote;
}

/** The amount a sale of `stakePart` pays at `value` for the stake in play, under the operator's maximum. */
function saleAmount(value: string, liveStake: string, stakePart: string, maxSaleValue: string | null): string {
  if (toCents(stakePart) > toCents(liveStake)) {
    throw new CashOutRefusal(400, 'stake_part_too_high', `At most ${liveStake} of the stake is in play`);
  }
  const amount = cashOutShare(value, stakePart, liveStake);
  if (toCents(amount) === 0n) {
    throw new CashOutRefusal(400, 'stake_part_too_high', 'This part of the stake sells for nothing');
  }
  if (maxSaleValue !== null && toCents(amount) > toCents(maxSaleValue)) {
    throw new CashOutRefusal(409, 'sale_above_maximum', `One sale pays at most ${maxSaleValue}`);
  }
  return amount;
}

/** Locks the player's coupon for the transaction and prices it there; null when the player has no such coupon. */
export async function lockAndPrice(tx: Queryable, sportsbook: SportsbookService, userId: number, couponId: number) {
  const [coupon] = await findSaleCoupons(tx, userId, [couponId], { lock: true });
  if (!coupon) return null;
  const settings = await readCashOutSettings(tx);
  return { coupon, offer: cashOutOffer(coupon, await readLegOffers(tx, sportsbook, [coupon]), settings, []) };
}

export interface SaleTerms {
  requestId: string;
  /** The quote accepted; null for an automatic sale. */
  quoteId: string | null;
  /** The part of the stake in play sold; all of it when missing. */
  stakePart: string | undefined;
  countryCode: string | null;
}

/**
 * Inside the transaction that locked the coupon, at the value priced in it: checks the part and the operator's
 * maximum, passes the money gate, records the sale (a full one closes the coupon) and credits it once.
 */
export async function recordSale(
  tx: Queryable,
  coupon: SaleCoupon,
  offer: { value: string; liveStake: string; maxSaleValue: string | null },
  terms: SaleTerms,
): Promise<{ sale: CashOutSale; balance: string }> {
  const stakePart = asMoney(terms.stakePart ?? offer.liveStake);
  const amount = saleAmount(offer.value, offer.liveStake, stakePart, offer.maxSaleValue);
  const { userId, accountId } = coupon;
  await passMoneyGate(tx, { userId, accountId, purpose: 'cash_out', countryCode: terms.countryCode });
  const isFull = toCents(stakePart) === toCents(offer.liveStake);
  const sale = await insertSale(tx, {
    couponId: coupon.id,
    userId,
    requestId: terms.requestId,
    quoteId: terms.quoteId,
    stakePart,
    amount,
    isFull,
  });
  const credit = await creditPlayer(tx, {
    kind: 'cash_out',
    reference: `cashout:${sale.id}`,
    userId,
    accountId,
    amount,
    currencyIso: coupon.currencyIso,
    house: 'bets',
  });
  if (credit.status !== 'posted') throw new Error(`The sale ${sale.id} was credited before it was recorded`);
  await notifyCouponChanged(tx, coupon.id);
  return { sale, balance: credit.balance };
}

/**
 * Sells the coupon, in whole or in part, at the quote the player accepted. In one transaction that locks the
 * coupon: replays a request already served, checks the quote, prices the coupon again, applies the player's
 * coefficient-change policy to the value's change, passes the money gate, records the sale (a full one closes
 * the coupon) and credits it once through the ledger.
 */
export async function sellCoupon(
  db: Database,
  sportsbook: SportsbookService,
  userId: number,
  couponId: number,
  body: CashOutSaleBody,
  { countryCode, now = new Date() }: SaleContext,
): Promise<SaleAnswer> {
  const { sale, balance, accountId } = await db.transaction(async (tx) => {
    const priced = await lockAndPrice(tx, sportsbook, userId, couponId);
    if (!priced) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
    const { coupon, offer } = priced;
    const earlier = await replayed(tx, userId, couponId, body);
    if (earlier) return { sale: earlier.sale, balance: null, accountId: coupon.accountId };
    const quote = await acceptedQuote(tx, coupon, userId, body, now);
    if (offer.value === null) {
      throw new CashOutRefusal(409, 'cash_out_unavailable', 'This coupon cannot be sold back now', null);
    }
    if (coefChangeDecision(body.changeCoefAction, quote.value, offer.value) !== 'accept') {
      throw new CashOutRefusal(409, 'cash_out_value_changed', 'The value has changed: confirm it', offer.value);
    }
    const terms = { requestId: body.requestId, quoteId: quote.id, stakePart: body.stakePart, countryCode };
    const sold = await recordSale(tx, coupon, { ...offer, value: offer.value }, terms);
    return { ...sold, accountId: coupon.accountId };
  });
  const [offer] = await readOffers(db, sportsbook, userId, [couponId]);
  if (!offer) throw new Error(`The coupon ${couponId} has just been sold but cannot be read`);
  return { sale, offer, balance: balance ?? (await accountBalance(db, accountId)) };
}
