import { browserApi } from '@betfront/api-client';
import { accountDataSchema } from '@betfront/contract/accounts';
import type { AccountData } from '@betfront/contract/accounts';
import {
  betLimitsAnswerSchema,
  loadCouponCodeAnswerSchema,
  openedCouponsAnswerSchema,
  placeCouponAnswerSchema,
  playerPromoCodesAnswerSchema,
  saveCouponCodeAnswerSchema,
} from '@betfront/contract/bets';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import type { PlaceCouponBody, PlacedCoupon } from '@betfront/contract/bets';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { feedEventSchema } from '@betfront/contract/sportsbook-feed';
import type { z } from 'zod';
import { track } from '@betfront/remote-kit';

export type PlaceAnswer = z.infer<typeof placeCouponAnswerSchema>;
export type BetLimits = z.infer<typeof betLimitsAnswerSchema>;
export type LoadedCoupon = z.infer<typeof loadCouponCodeAnswerSchema>;
export interface SavedCouponSelections {
  typeId: number;
  systemValue: number | null;
  bets: { id: string; isBanker?: boolean }[];
}

/** The calls the coupon makes; the browser's API client by default, a fake in tests. */
export interface BetsApi {
  /** Places the coupon; the answer names its sports, champs and sides in the language. */
  place(body: PlaceCouponBody, lng: string): Promise<PlaceAnswer>;
  limits(accountId: number | null): Promise<BetLimits>;
  accounts(): Promise<AccountData>;
  /** The player's coupons not settled yet, named in the language. */
  opened(lng: string): Promise<PlacedCoupon[]>;
  /** The player's promo codes not used yet. */
  promoCodes(): Promise<string[]>;
  saveCode(selections: SavedCouponSelections): Promise<string>;
  loadCode(code: string, lng: string): Promise<LoadedCoupon>;
  games(ids: readonly number[], lng: string): Promise<GameSummary[]>;
  /** Records an event of the analytics catalogue. */
  track(event: AnalyticsEvent): void;
}

export const browserBetsApi: BetsApi = {
  place: (body, lng) =>
    browserApi().request(placeCouponAnswerSchema, {
      method: 'POST',
      path: '/web-api/bets/place',
      query: { lng },
      body,
    }),
  limits: (accountId) =>
    browserApi().request(betLimitsAnswerSchema, { method: 'GET', path: '/web-api/bets/limits', query: { accountId } }),
  accounts: () => browserApi().request(accountDataSchema, { method: 'GET', path: '/web-api/user/accounts' }),
  opened: async (lng) =>
    (
      await browserApi().request(openedCouponsAnswerSchema, {
        method: 'GET',
        path: '/web-api/bets/opened',
        query: { lng },
      })
    ).coupons,
  promoCodes: async () =>
    (
      await browserApi().request(playerPromoCodesAnswerSchema, { method: 'GET', path: '/web-api/bets/promo-codes' })
    ).promoCodes.map((item) => item.code),
  saveCode: async (selections) =>
    (
      await browserApi().request(saveCouponCodeAnswerSchema, {
        method: 'POST',
        path: '/web-api/coupon-codes',
        body: selections,
      })
    ).code,
  loadCode: (code, lng) =>
    browserApi().request(loadCouponCodeAnswerSchema, {
      method: 'GET',
      path: `/web-api/coupon-codes/${encodeURIComponent(code)}`,
      query: { lng },
    }),
  games: async (ids, lng) =>
    (
      await browserApi().request(feedEventSchema, {
        method: 'GET',
        path: '/web-api/sportsbook/updates',
        query: { lng, ids: ids.join(','), detail: true },
      })
    ).games,
  track,
};
