import { browserApi } from '@betfront/api-client';
import {
  addToCouponAnswerSchema,
  cashOutAutoSaleAnswerSchema,
  cashOutOffersAnswerSchema,
  cashOutQuoteAnswerSchema,
  cashOutSaleAnswerSchema,
  type CashOutOffer,
} from '@betfront/contract/cash-out';
import type { CoefChangeAction } from '@betfront/coupon';

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

export interface SaleRequest {
  requestId: string;
  quoteId: string;
  /** The part of the stake in play to sell; all of it when missing. */
  stakePart?: string;
  changeCoefAction: CoefChangeAction;
}

/** Sells the coupon at the quote; a retry with the same request id answers the same sale. */
export function sellCoupon(couponId: number, body: SaleRequest) {
  return browserApi().request(cashOutSaleAnswerSchema, {
    method: 'POST',
    path: `/web-api/cash-out/${couponId}/sales`,
    body,
  });
}

/** Sell when the value reaches `value`: of `stakePart` of the stake in play, or all of it. */
export function setAutoSale(couponId: number, body: { value: string; stakePart?: string }) {
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

export interface AdditionRequest {
  requestId: string;
  amount: string;
  /** The coupon's bets, in order, at the coefs the player saw. */
  bets: { id: string; coef: string }[];
  changeCoefAction: CoefChangeAction;
}

/** Adds stake to the coupon at the prices of the moment; a retry with the same request id answers the same part. */
export function addToCoupon(couponId: number, body: AdditionRequest) {
  return browserApi().request(addToCouponAnswerSchema, {
    method: 'POST',
    path: `/web-api/cash-out/${couponId}/additions`,
    body,
  });
}
