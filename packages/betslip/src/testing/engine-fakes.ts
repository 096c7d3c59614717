import { placedCoupon as placedCouponFixture } from '@betfront/bet-views/testing';
import type { PlacedCoupon } from '@betfront/contract/bets';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { SubscribeGamesOptions } from '@betfront/live-feed';
import { createQueryClient } from '@betfront/remote-kit';
import type { ChannelEvents, Translate } from '@betfront/remote-kit';
import { vi } from 'vitest';
import type { BetsApi } from '../engine/bets-api';
import type { SafeStorage } from '../engine/safe-storage';
import { startEngine, type BetslipEngine } from '../engine/start-engine';

export function memoryStorage(initial: Record<string, string> = {}): SafeStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    read: (key) => items.get(key) ?? null,
    write: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
  };
}

export const SELECTION_A = '30000012:game:total:2.5:over';
export const SELECTION_B = '30000013:game:winner3::1';

export function addBetEvent(
  id: string = SELECTION_A,
  overrides: Partial<ChannelEvents['couponAddBet']> = {},
): ChannelEvents['couponAddBet'] {
  return {
    market: { id, coef: '1.85', sportId: 1, champId: 7, typeId: 3, kind: 3, isLive: false, label: 'Total over 2.5' },
    game: {
      id: Number(id.split(':')[0]),
      champName: 'Premier League',
      opponents: ['Arsenal', 'Chelsea'],
      startTime: 0,
    },
    source: 'test',
    ...overrides,
  };
}

/** A placed single as the platform answers it, without its selections. */
export const placedCoupon = (overrides: Partial<PlacedCoupon> = {}): PlacedCoupon =>
  placedCouponFixture({ placedAt: '2025-01-01T00:00:00.000Z', bets: [], ...overrides });

export function fakeBetsApi(overrides: Partial<BetsApi> = {}): BetsApi {
  return {
    place: vi.fn(async () => ({ coupon: placedCoupon(), coupons: [placedCoupon()], balance: '850.00' })),
    limits: vi.fn(async () => ({
      currencyIso: 'RUB',
      minBetAmount: '10.00',
      maxBetAmount: '50000.00',
      maxPayout: '500000.00',
      availablePrepaidAmount: '0.00',
      minAmountTypeIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      maxAmountTypeIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      expressBoost: null,
    })),
    accounts: vi.fn(async () => ({ all_accounts: [], active_account_id: null })),
    opened: vi.fn(async (): Promise<PlacedCoupon[]> => []),
    promoCodes: vi.fn(async () => []),
    saveCode: vi.fn(async () => 'ABC123'),
    loadCode: vi.fn(async () => ({ code: 'ABC123', typeId: 0, systemValue: null, bets: [] })),
    games: vi.fn(async () => []),
    track: vi.fn(),
    ...overrides,
  };
}

/** A live feed that delivers whatever the test sends to the coupon's current subscription. */
export function fakeFeed() {
  const subscriptions: SubscribeGamesOptions[] = [];
  return {
    subscriptions,
    subscribeGames: (options: SubscribeGamesOptions) => {
      subscriptions.push(options);
      return () => undefined;
    },
    latest: () => subscriptions[subscriptions.length - 1],
  };
}

/** The coupon's engine in English over fakes: empty storage, no live feed, the bets API given or a placing one. */
export function testEngine(
  t: Translate,
  { isLoggedIn = true, api = fakeBetsApi() }: { isLoggedIn?: boolean; api?: BetsApi } = {},
): BetslipEngine {
  return startEngine({
    lng: 'en',
    isLoggedIn,
    t,
    api,
    subscribeGames: fakeFeed().subscribeGames,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    queries: createQueryClient(),
  });
}

/** A game as the live feed sends it, with the total market of SELECTION_A at the coef given. */
export function feedGame(overrides: Partial<GameSummary> = {}, coef: string | null = '1.95'): GameSummary {
  return {
    id: 30000012,
    sportId: 1,
    sportSlug: 'football',
    sportName: 'Football',
    isCyber: false,
    champId: 7,
    champSlug: 'epl',
    champName: 'Premier League',
    home: { id: 1, name: 'Arsenal' },
    away: { id: 2, name: 'Chelsea' },
    startAt: '2030-01-01T00:00:00.000Z',
    status: 'line',
    score: null,
    periodScores: [],
    elapsed: 0,
    isSuspended: false,
    version: 2,
    markets: [
      {
        id: '30000012:game:total:2.5',
        period: 'game',
        kind: 'total',
        line: 2.5,
        selections: [{ id: SELECTION_A, code: 'over', param: 2.5, coef }],
      },
    ],
    marketsCount: 1,
    ...overrides,
  };
}
