import { couponReducer, initialCouponState } from '@betfront/coupon';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { describe, expect, it } from 'vitest';
import { addBetEvent, fakeFeed, SELECTION_A } from '../testing/engine-fakes';
import { addBetAction } from './bet-from-event';
import { createCouponStore } from './coupon-store';
import { followPrices } from './follow-prices';

function game(overrides: Partial<GameSummary> = {}, coef: string | null = '1.95'): GameSummary {
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

function setUp(changeCoefAction: 0 | 1 | 2 = 2) {
  const state = couponReducer(
    initialCouponState({ settings: { changeCoefAction } }),
    addBetAction(addBetEvent(SELECTION_A), 0),
  );
  const store = createCouponStore(state);
  const feed = fakeFeed();
  followPrices(store, feed.subscribeGames, 'en');
  return { store, feed };
}

describe('followPrices', () => {
  it('follows the coupon’s games with every market at the line interval', () => {
    const { feed } = setUp();
    expect(feed.latest()).toMatchObject({ ids: [30000012], lng: 'en', detail: true, pollMs: 15000 });
  });

  it('takes a rise at once under the default policy', () => {
    const { store, feed } = setUp();
    feed.latest()?.onGames([game()]);
    expect(store.getState().bets[0]?.market.coef).toBe('1.95');
    expect(store.getState().bets[0]?.confirmedCoef).toBeUndefined();
  });

  it('holds a drop for the player under the default policy', () => {
    const { store, feed } = setUp();
    feed.latest()?.onGames([game({}, '1.70')]);
    expect(store.getState().bets[0]).toMatchObject({ market: { coef: '1.7' }, confirmedCoef: '1.85' });
  });

  it('blocks a suspended selection and a finished game', () => {
    const suspended = setUp();
    suspended.feed.latest()?.onGames([game({}, null)]);
    expect(suspended.store.getState().bets[0]?.isBlocked).toBe(true);
    const finished = setUp();
    finished.feed.latest()?.onGames([game({ status: 'finished' })]);
    expect(finished.store.getState().bets[0]).toMatchObject({ isBlocked: true, game: { isFinished: true } });
  });

  it('names the sides in the language the feed reads, so a coupon built in English reads in Russian', () => {
    const { store, feed } = setUp();
    feed.latest()?.onGames([game({ home: { id: 1, name: 'Арсенал' }, away: { id: 2, name: 'Челси' } })]);
    expect(store.getState().bets[0]?.game).toMatchObject({ opponent1: 'Арсенал', opponent2: 'Челси' });
  });
});
