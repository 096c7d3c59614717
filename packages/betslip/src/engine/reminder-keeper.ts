import { isReminderClosed, reminderStatus, scheduleReminder } from '@betfront/coupon';
import type { CouponBet, CouponReminder } from '@betfront/coupon';
import { z } from 'zod/mini';
import type { CouponStore } from './coupon-store';
import { createObservable } from './observable';
import type { Observable } from './observable';
import type { SafeStorage } from './safe-storage';
import { REMINDER_STORAGE_KEY } from './storage-keys';

const reminderSchema = z.object({ betId: z.string().check(z.minLength(1)), dueAt: z.number() });

export interface ReminderKeeper {
  /** The bet the warning is about while it shows, else null. */
  readonly shown: Observable<string | null>;
  /** After a bet is added: a new reminder replaces the one before. */
  schedule(bet: CouponBet, addedAt: number): void;
  /** The coupon page opened (or the player closed the warning): the reminder is done. */
  close(): void;
  stop(): void;
}

export interface ReminderClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: ReminderClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

function readReminder(storage: SafeStorage): CouponReminder | null {
  const raw = storage.read(REMINDER_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed = reminderSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The coupon reminder of site §4: kept for the session, shown when due while its bet waits in the coupon. */
export function createReminderKeeper(
  store: CouponStore,
  storage: SafeStorage,
  clock: ReminderClock = browserClock,
): ReminderKeeper {
  const shown = createObservable<string | null>(null);
  let timer: unknown = null;

  const clear = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    storage.remove(REMINDER_STORAGE_KEY);
    shown.set(null);
  };

  const check = () => {
    timer = null;
    const reminder = readReminder(storage);
    if (reminder === null) return shown.set(null);
    const status = reminderStatus(reminder, store.getState().bets, clock.now());
    if (status === 'wait') {
      timer = clock.setTimeout(check, reminder.dueAt - clock.now());
      return;
    }
    if (status === 'drop') return clear();
    shown.set(reminder.betId);
  };

  const unsubscribe = store.subscribe(() => {
    if (isReminderClosed({ betsCount: store.getState().bets.length, isCouponPageOpen: false })) clear();
    else if (shown.get() !== null) check();
  });
  check();

  return {
    shown,
    schedule(bet, addedAt) {
      if (timer !== null) clock.clearTimeout(timer);
      storage.write(REMINDER_STORAGE_KEY, JSON.stringify(scheduleReminder(bet, addedAt)));
      shown.set(null);
      check();
    },
    close: clear,
    stop() {
      unsubscribe();
      if (timer !== null) clock.clearTimeout(timer);
    },
  };
}
