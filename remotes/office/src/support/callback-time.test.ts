import { describe, expect, it } from 'vitest';
import { CALLBACK_SLOTS, callbackMoment, isCallbackMomentAllowed, nextWholeHour } from './callback-time';

const NOW = Date.parse('2026-11-26T20:40:00.000Z');

describe('callback time', () => {
  it('offers every half hour of the day', () => {
    expect(CALLBACK_SLOTS).toHaveLength(48);
    expect([CALLBACK_SLOTS[0], CALLBACK_SLOTS[19], CALLBACK_SLOTS[47]]).toEqual(['00:00', '09:30', '23:30']);
  });

  it('reads a day and a time on the clock of the chosen zone', () => {
    expect(new Date(callbackMoment('2026-11-27', '09:30', 3) ?? 0).toISOString()).toBe('2026-11-27T06:30:00.000Z');
    expect(new Date(callbackMoment('2026-11-27', '00:00', -5) ?? 0).toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(callbackMoment('', '09:30', 3)).toBeNull();
  });

  it('first offers the next whole hour, on the next day past midnight on the zone clock', () => {
    expect(nextWholeHour(NOW, 0)).toEqual({ isoDay: '2026-11-26', slot: '21:00' });
    expect(nextWholeHour(NOW, 3)).toEqual({ isoDay: '2026-11-27', slot: '00:00' });
  });

  it('allows a time from now to 14 days ahead', () => {
    expect(isCallbackMomentAllowed(NOW, NOW)).toBe(true);
    expect(isCallbackMomentAllowed(NOW - 60_000, NOW)).toBe(false);
    expect(isCallbackMomentAllowed(NOW + 14 * 24 * 3600_000, NOW)).toBe(true);
    expect(isCallbackMomentAllowed(NOW + 14 * 24 * 3600_000 + 1, NOW)).toBe(false);
  });
});
