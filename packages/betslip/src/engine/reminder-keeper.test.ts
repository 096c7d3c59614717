import { initialCouponState } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { addBetEvent, memoryStorage, SELECTION_A } from '../testing/engine-fakes';
import { addBetAction } from './bet-from-event';
import { createCouponStore } from './coupon-store';
import { createReminderKeeper } from './reminder-keeper';
import type { ReminderClock } from './reminder-keeper';
import { REMINDER_STORAGE_KEY } from './storage-keys';

function fakeClock() {
  let now = 1_000;
  let pending: { run: () => void; at: number } | null = null;
  const clock: ReminderClock = {
    now: () => now,
    setTimeout: (run, ms) => (pending = { run, at: now + ms }),
    clearTimeout: () => (pending = null),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = pending;
    if (due !== null && due.at <= now) {
      pending = null;
      due.run();
    }
  };
  return { clock, advance };
}

function setUp(isLive: boolean) {
  const store = createCouponStore(initialCouponState());
  const storage = memoryStorage();
  const { clock, advance } = fakeClock();
  const keeper = createReminderKeeper(store, storage, clock);
  const event = addBetEvent(SELECTION_A, {});
  store.dispatch(addBetAction({ ...event, market: { ...event.market, isLive } }, clock.now()));
  const bet = store.getState().bets[0];
  if (bet === undefined) throw new Error('no bet');
  keeper.schedule(bet, clock.now());
  return { store, storage, keeper, advance };
}

describe('createReminderKeeper', () => {
  it('shows the warning 5 minutes after a line bet is added, and keeps it for the session', () => {
    const { keeper, storage, advance } = setUp(false);
    expect(storage.items.get(REMINDER_STORAGE_KEY)).toContain(SELECTION_A);
    advance(299_000);
    expect(keeper.shown.get()).toBeNull();
    advance(1_000);
    expect(keeper.shown.get()).toBe(SELECTION_A);
  });

  it('shows it after 30 s for a live bet', () => {
    const { keeper, advance } = setUp(true);
    advance(30_000);
    expect(keeper.shown.get()).toBe(SELECTION_A);
  });

  it('drops it when the bet is blocked by then', () => {
    const { keeper, store, advance } = setUp(true);
    store.dispatch({ type: 'updateMarkets', updates: [{ betId: SELECTION_A, isBlocked: true }] });
    advance(30_000);
    expect(keeper.shown.get()).toBeNull();
  });

  it('closes when the coupon is emptied or the coupon page opens', () => {
    const first = setUp(true);
    first.advance(30_000);
    first.store.dispatch({ type: 'clear' });
    expect(first.keeper.shown.get()).toBeNull();
    expect(first.storage.items.has(REMINDER_STORAGE_KEY)).toBe(false);

    const second = setUp(true);
    second.advance(30_000);
    second.keeper.close();
    expect(second.keeper.shown.get()).toBeNull();
  });

  it('keeps the reminder for the session: a new page still shows it when due', () => {
    const { store, storage } = setUp(false);
    const { clock, advance } = fakeClock();
    const restarted = createReminderKeeper(store, storage, clock);
    advance(300_000);
    expect(restarted.shown.get()).toBe(SELECTION_A);
  });
});
