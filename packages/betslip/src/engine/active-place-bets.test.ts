// @vitest-environment happy-dom
import { selectCanPlace, selectIsPlacing } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { describe, expect, it, vi } from 'vitest';
import type { PlaceAnswer } from './bets-api';
import { startEngine } from './start-engine';
import { addBetEvent, fakeBetsApi, fakeFeed, memoryStorage, placedCoupon, SELECTION_A } from '../testing/engine-fakes';

const t: Translate = (key) => key;
const answer: PlaceAnswer = { coupon: placedCoupon(), coupons: [placedCoupon()], balance: '850.00' };

/** A placement the test answers when it wants, so what happens while it is in flight can be seen. */
function pendingPlace() {
  const answers: ((value: PlaceAnswer) => void)[] = [];
  const place = vi.fn(() => new Promise<PlaceAnswer>((resolve) => answers.push(resolve)));
  return { place, answerAll: () => answers.forEach((resolve) => resolve(answer)) };
}

function tab(local: ReturnType<typeof memoryStorage>, api: ReturnType<typeof fakeBetsApi>, tabId: string) {
  let next = 0;
  const engine = startEngine({
    lng: 'en',
    isLoggedIn: true,
    t,
    api,
    subscribeGames: fakeFeed().subscribeGames,
    localStorage: local,
    sessionStorage: memoryStorage(),
    newRequestId: () => `${tabId}-request-${++next}`,
    tabId,
  });
  engine.addBet(addBetEvent(SELECTION_A));
  return engine;
}

describe('the bets being placed (activePlaceBetIds)', () => {
  it('holds the coupon’s bets while the platform answers, and the coupon cannot be sent again meanwhile', async () => {
    const { place, answerAll } = pendingPlace();
    const engine = tab(memoryStorage(), fakeBetsApi({ place }), 'tab-1');
    const first = engine.placement.place(engine.store.getState());
    expect(engine.store.getState().activePlaceBetIds).toEqual([SELECTION_A]);
    expect(selectIsPlacing(engine.store.getState())).toBe(true);
    expect(selectCanPlace(engine.store.getState())).toBe(false);
    expect(await engine.placement.place(engine.store.getState())).toBeNull();
    answerAll();
    await first;
    expect(engine.store.getState().activePlaceBetIds).toEqual([]);
    expect(place).toHaveBeenCalledTimes(1);
  });

  it('sends no one-click bet on a selection the coupon is placing', async () => {
    const { place, answerAll } = pendingPlace();
    const engine = tab(memoryStorage(), fakeBetsApi({ place }), 'tab-1');
    const coupon = engine.placement.place(engine.store.getState());
    engine.store.dispatch({ type: 'setOneClick', enabled: true });
    engine.store.dispatch({ type: 'confirmPending' });
    engine.addBet(addBetEvent(SELECTION_A));
    await Promise.resolve();
    expect(place).toHaveBeenCalledTimes(1);
    answerAll();
    await coupon;
  });

  it('sends the same coupon from two tabs under one request id, so the platform places it once', async () => {
    const local = memoryStorage();
    const first = pendingPlace();
    const second = pendingPlace();
    const tabOne = tab(local, fakeBetsApi({ place: first.place }), 'tab-1');
    const tabTwo = tab(local, fakeBetsApi({ place: second.place }), 'tab-2');
    const placing = [tabOne.placement.place(tabOne.store.getState()), tabTwo.placement.place(tabTwo.store.getState())];
    const requestIdOf = (mock: typeof first.place, call = 0) =>
      (mock.mock.calls as unknown as [{ requestId: string }][])[call]?.[0].requestId;
    expect(requestIdOf(first.place)).toBe('tab-1-request-1');
    expect(requestIdOf(second.place)).toBe('tab-1-request-1');
    first.answerAll();
    second.answerAll();
    await Promise.all(placing);

    // The tab that placed it may place the same coupon again on purpose: it sends a new request.
    const again = tabOne.placement.place(tabOne.store.getState());
    expect(first.place).toHaveBeenCalledTimes(2);
    expect(requestIdOf(first.place, 1)).toBe('tab-1-request-2');
    first.answerAll();
    await again;
  });
});
