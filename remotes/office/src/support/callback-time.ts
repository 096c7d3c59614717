import { CALLBACK_MAX_DAYS_AHEAD } from '@betfront/contract/support';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The times a callback can be asked for, every half hour of the day ("09:30"). */
export const CALLBACK_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, index) => {
  const hour = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hour}:${index % 2 === 0 ? '00' : '30'}`;
});

/** The moment an ISO day and a slot name on the clock of a zone `offsetHours` from UTC; null for no day. */
export function callbackMoment(isoDay: string, slot: string, offsetHours: number): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  const time = /^(\d{2}):(\d{2})$/.exec(slot);
  if (!day || !time) return null;
  const [, year, month, date] = day.map(Number) as [number, number, number, number];
  const [, hour, minute] = time.map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date, hour, minute) - offsetHours * HOUR_MS;
}

/** The next whole hour on the zone's clock, as the form first offers it. */
export function nextWholeHour(nowMs: number, offsetHours: number): { isoDay: string; slot: string } {
  const onClock = new Date(Math.floor(nowMs / HOUR_MS) * HOUR_MS + HOUR_MS + offsetHours * HOUR_MS);
  return {
    isoDay: onClock.toISOString().slice(0, 10),
    slot: `${String(onClock.getUTCHours()).padStart(2, '0')}:00`,
  };
}

/** Whether support can call then: not in the past, at most 14 days ahead (the platform refuses the rest). */
export const isCallbackMomentAllowed = (moment: number, nowMs: number): boolean =>
  moment >= nowMs && moment <= nowMs + CALLBACK_MAX_DAYS_AHEAD * DAY_MS;
