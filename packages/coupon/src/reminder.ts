import { isBetLive, type BetConditionSubject } from './bet-conditions';

export const LIVE_REMINDER_DELAY_MS = 30_000;
export const LINE_REMINDER_DELAY_MS = 5 * 60_000;

/** Kept for the session by the caller. */
export interface CouponReminder {
  readonly betId: string;
  /** Epoch milliseconds. */
  readonly dueAt: number;
}

export type ReminderSubject = BetConditionSubject & { readonly id: string };

/** After a bet is added: 30 s for a live bet, 5 min for a line bet. */
export function scheduleReminder(bet: ReminderSubject, addedAt: number): CouponReminder {
  return { betId: bet.id, dueAt: addedAt + (isBetLive(bet) ? LIVE_REMINDER_DELAY_MS : LINE_REMINDER_DELAY_MS) };
}

/**
 * 'wait' until due; then 'show' the warning if the bet is still in the coupon and not blocked, else 'drop'.
 */
export function reminderStatus(
  reminder: CouponReminder,
  bets: readonly ReminderSubject[],
  now: number,
): 'wait' | 'show' | 'drop' {
  if (now < reminder.dueAt) return 'wait';
  const bet = bets.find((item) => item.id === reminder.betId);
  return bet !== undefined && bet.isBlocked !== true ? 'show' : 'drop';
}

/** The reminder closes when the coupon is emptied or the coupon page opens. */
export function isReminderClosed({
  betsCount,
  isCouponPageOpen,
}: {
  betsCount: number;
  isCouponPageOpen: boolean;
}): boolean {
  return betsCount === 0 || isCouponPageOpen;
}
