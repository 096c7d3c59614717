import { describe, expect, it } from 'vitest';
import { isReminderClosed, reminderStatus, scheduleReminder } from './reminder';

const lineBet = { id: 'a', market: {}, game: {} };
const liveBet = { id: 'b', market: { isLive: true }, game: {} };

describe('coupon reminder', () => {
  it('is due 30 s after adding a live bet and 5 min after a line bet', () => {
    expect(scheduleReminder(liveBet, 1_000)).toEqual({ betId: 'b', dueAt: 31_000 });
    expect(scheduleReminder(lineBet, 1_000)).toEqual({ betId: 'a', dueAt: 301_000 });
  });

  it('waits until due, then shows if the bet is still there and not blocked', () => {
    const reminder = scheduleReminder(liveBet, 0);
    expect(reminderStatus(reminder, [liveBet], 29_999)).toBe('wait');
    expect(reminderStatus(reminder, [liveBet], 30_000)).toBe('show');
  });

  it('is dropped when due if the bet is gone or blocked', () => {
    const reminder = scheduleReminder(liveBet, 0);
    expect(reminderStatus(reminder, [lineBet], 30_000)).toBe('drop');
    expect(reminderStatus(reminder, [{ ...liveBet, isBlocked: true }], 30_000)).toBe('drop');
  });

  it('closes when the coupon is emptied or the coupon page opens', () => {
    expect(isReminderClosed({ betsCount: 0, isCouponPageOpen: false })).toBe(true);
    expect(isReminderClosed({ betsCount: 2, isCouponPageOpen: true })).toBe(true);
    expect(isReminderClosed({ betsCount: 2, isCouponPageOpen: false })).toBe(false);
  });
});
