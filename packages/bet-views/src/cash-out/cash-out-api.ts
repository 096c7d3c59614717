import { browserApi } from '@betfront/api-client';
import {
  addToCouponAnswerSchema,
  cashOutAutoSaleAnswerSchema,
  cashOutOffersAnswerSchema,
  cashOutQuoteAnswerSchema,
  cashOutSaleAnswerSchema,
  type addToCouponBodySchema,
  type CashOutOffer,
  type cashOutAutoSaleBodySchema,
  type cashOutSaleBodySchema,
} from '@betfront/contract/cash-out';
import type { z } from 'zod/mini';

/** The offers of the player's coupons: their sale value now, why not, and the sales made. */
export async function loadCashOutOffers(couponIds: readonly number[], signal: AbortSignal): Promise<CashOutOffer[]> {
  if (couponIds.length === 0) return [];
  const answer = await browserApi().request(cashOutOffersAnswerSchema, {
    method: 'GET',
    path: '/web-api/cash-out/offers',
    query: { couponIds: couponIds.join(',') },
    signal,
  });
  return answer.offers;
}

/** A quote of the coupon's value, to confirm before it expires. */
export function requestCashOutQuote(couponId: number) {
  return browserApi().request(cashOutQuoteAnswerSchema, {
    method: 'POST',
    path: `/web-api/cash-out/${couponId}/quotes`,
  });
}

/** Sells the coupon at the quote; a retry with the same request id answers the same sale. */
export function sellCoupon(couponId: number, body: z.input<typeof cashOutSaleBodySchema>) {
  return browserApi().request(cashOutSaleAnswerSchema, {
    method: 'POST',
    path: `/web-api/cash-out/${couponId}/sales`,
    body,
  });
}

/** Sell when the value reaches `value`: of `stakePart` of the stake in play, or all of it. */
export function setAutoSale(couponId: number, body: z.input<typeof cashOutAutoSaleBodySchema>) {
  return browserApi().request(cashOutAutoSaleAnswerSchema, {
    method: 'PUT',
    path: `/web-api/cash-out/${couponId}/auto`,
    body,
  });
}

export function cancelAutoSale(couponId: number) {
  return browserApi().request(cashOutAutoSaleAnswerSchema, {
    method: 'DELETE',
    path: `/web-api/cash-out/${couponId}/auto`,
  });
}

/** Adds stake to the coupon at the prices of the moment; a retry with the same request id answers the same part. */
export function addToCoupon(couponId: number, body: z.input<typeof addToCouponBodySchema>) {
  return browserApi().request(addToCouponAnswerSchema, {
    method: 'POST',
    path: `/web-api/cash-out/${couponId}/additions`,
    body,
  });
}
