import { browserApi } from '@betfront/api-client';
import {
  buyTotoCouponAnswerSchema,
  totoCouponAnswerSchema,
  totoCouponsAnswerSchema,
  totoDrawAnswerSchema,
  totoDrawsAnswerSchema,
  totoOpenAnswerSchema,
  totoWinnersAnswerSchema,
} from '@betfront/contract/toto';
import type { BuyTotoCouponBody } from '@betfront/contract/toto';

export const loadOpenDraws = (lng: string, signal: AbortSignal) =>
  browserApi().request(totoOpenAnswerSchema, {
    method: 'GET',
    path: '/web-api/toto/draws/open',
    query: { lng },
    signal,
  });

export const loadPastDraws = async (lng: string, signal: AbortSignal) =>
  (
    await browserApi().request(totoDrawsAnswerSchema, {
      method: 'GET',
      path: '/web-api/toto/draws',
      query: { lng },
      signal,
    })
  ).draws;

export const loadDraw = async (drawId: number, lng: string, signal: AbortSignal) =>
  (
    await browserApi().request(totoDrawAnswerSchema, {
      method: 'GET',
      path: `/web-api/toto/draws/${drawId}`,
      query: { lng },
      signal,
    })
  ).draw;

export const loadCoupons = async (signal: AbortSignal) =>
  (await browserApi().request(totoCouponsAnswerSchema, { method: 'GET', path: '/web-api/toto/coupons', signal }))
    .coupons;

export const loadCoupon = (couponId: number, lng: string, signal: AbortSignal) =>
  browserApi().request(totoCouponAnswerSchema, {
    method: 'GET',
    path: `/web-api/toto/coupons/${couponId}`,
    query: { lng },
    signal,
  });

export const loadWinners = async (signal: AbortSignal) =>
  (await browserApi().request(totoWinnersAnswerSchema, { method: 'GET', path: '/web-api/toto/winners', signal }))
    .winners;

export const buyCoupon = (body: BuyTotoCouponBody) =>
  browserApi().request(buyTotoCouponAnswerSchema, { method: 'POST', path: '/web-api/toto/coupons', body });
