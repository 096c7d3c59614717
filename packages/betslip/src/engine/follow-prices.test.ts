import { couponReducer, initialCouponState } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { addBetEvent, fakeFeed, feedGame as game, SELECTION_A } from '../testing/engine-fakes';
import { addBetAction } from './bet-from-event';
import { createCouponStore } from './coupon-store';
import { followPrices } from './follow-prices';

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
