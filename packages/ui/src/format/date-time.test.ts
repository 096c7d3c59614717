import { afterEach, describe, expect, it } from 'vitest';
import { formatClock, formatDate, formatDateTime, formatDayTime, formatTime } from './date-time';
import { renderWithTimeDisplay, setTimeDisplay } from './time-preferences';

const at = '2026-11-26T09:05:07Z';
const utc = { timeZone: 'UTC' };

describe('date and time formats', () => {
  it('writes Russian dates with dots and a 24-hour clock', () => {
    expect(formatDate(at, 'ru', utc)).toBe('26.11.2026');
    expect(formatDateTime(at, 'ru', utc)).toBe('26.11.2026 09:05');
    expect(formatDayTime(at, 'ru', utc)).toBe('26.11 09:05');
    expect(formatTime(at, 'ru', utc)).toBe('09:05');
    expect(formatClock(at, 'ru', utc)).toBe('09:05:07');
  });

  it('writes English dates day first with the month named, never in the US order', () => {
    expect(formatDate(at, 'en', utc)).toBe('26 Nov 2026');
    expect(formatDateTime(at, 'en', utc)).toBe('26 Nov 2026, 09:05');
    expect(formatDayTime(at, 'en', utc)).toBe('26 Nov, 09:05');
    expect(formatTime('2026-11-26T21:40:00Z', 'en', utc)).toBe('21:40');
  });

  it('reads epoch milliseconds and dates, falls back to English, and shows an unreadable value as given', () => {
    expect(formatDate(Date.parse(at), 'ru', utc)).toBe('26.11.2026');
    expect(formatDate(new Date(at), 'de', utc)).toBe('26 Nov 2026');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('writes the time in the zone asked for', () => {
    expect(formatTime(at, 'en', { timeZone: 'Europe/Moscow' })).toBe('12:05');
  });
});

describe('the visitor’s time display', () => {
  afterEach(() => setTimeDisplay({ timeZone: 3, is12h: false }));

  it('is UTC+3 and a 24-hour clock by default', () => {
    expect(formatDateTime(at, 'ru')).toBe('26.11.2026 12:05');
    expect(formatDateTime(at, 'en')).toBe('26 Nov 2026, 12:05');
  });

  it('follows the chosen zone and the 12-hour clock, in both languages', () => {
    setTimeDisplay({ timeZone: -5, is12h: true });
    expect(formatDateTime('2026-11-26T21:40:00Z', 'en')).toBe('26 Nov 2026, 4:40 pm');
    expect(formatDayTime('2026-11-26T21:40:00Z', 'ru')).toBe('26.11 4:40 PM');
    expect(formatTime(at, 'en')).toBe('4:05 am');
    expect(formatDate('2026-11-26T03:00:00Z', 'ru')).toBe('25.11.2026');
    expect(formatTime(at, 'en', utc)).toBe('9:05 am');
  });

  it('renders a server page with its request’s display and then restores the page’s', () => {
    const text = renderWithTimeDisplay({ timeZone: 0, is12h: false }, () => formatTime(at, 'en'));
    expect(text).toBe('09:05');
    expect(formatTime(at, 'en')).toBe('12:05');
  });
});
