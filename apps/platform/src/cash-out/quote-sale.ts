import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { cashOutQuoteAnswerSchema } from '@betfront/contract/cash-out';
import type { Database } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { CashOutRefusal } from './cash-out-refusal';
import { readCashOutSettings } from './cash-out-settings';
import { insertQuote } from './quote-repository';
import { readOffers } from './read-offers';
import { findSaleCoupons } from './sale-repository';

type QuoteAnswer = z.infer<typeof cashOutQuoteAnswerSchema>;

/** Prices the coupon now and stores the value as a quote the player may accept for a few seconds. */
export async function quoteSale(
  db: Database,
  sportsbook: SportsbookService,
  userId: number,
  couponId: number,
): Promise<QuoteAnswer> {
  const [coupon] = await findSaleCoupons(db, userId, [couponId]);
  if (!coupon) throw new CashOutRefusal(404, 'coupon_not_found', `You have no coupon ${couponId}`);
  const [offer] = await readOffers(db, sportsbook, userId, [couponId], [coupon]);
  if (!offer || offer.value === null) {
    throw new CashOutRefusal(409, 'cash_out_unavailable', 'This coupon cannot be sold back now');
  }
  const { quoteSeconds } = await readCashOutSettings(db);
  const id = randomUUID();
  const expiresAt = await insertQuote(db, {
    id,
    couponId,
    userId,
    soldStake: coupon.soldStake,
    totalStake: coupon.totalStake,
    value: offer.value,
    seconds: quoteSeconds,
  });
  return { quoteId: id, expiresAt: expiresAt.toISOString(), offer };
}
