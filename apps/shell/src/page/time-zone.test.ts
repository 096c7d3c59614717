import { describe, expect, it } from 'vitest';
import { browserTimeZone, timeZoneCookie, timeZoneFromCookies } from './time-zone';

describe('time zone', () => {
  it('reads the offset the browser wrote, else 3', () => {
    expect(timeZoneFromCookies({ time_zone: '-5' })).toBe(-5);
    expect(timeZoneFromCookies({ time_zone: '14' })).toBe(14);
    expect(timeZoneFromCookies({})).toBe(3);
    for (const bad of ['15', '-13', '2.5', 'x', '']) expect(timeZoneFromCookies({ time_zone: bad })).toBe(3);
  });

  it('takes the browser offset in whole hours and writes it for a year', () => {
    const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
    expect(browserTimeZone(at(-180))).toBe(3);
    expect(browserTimeZone(at(300))).toBe(-5);
    expect(browserTimeZone(at(-330))).toBe(6);
    expect(timeZoneCookie(-5)).toBe('time_zone=-5; max-age=31536000; path=/; samesite=lax');
  });
});
