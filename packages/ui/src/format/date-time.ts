import { timeDisplay, zoneOfOffset } from './time-preferences';

/**
 * The one way the site writes dates and times, per language: Russian "26.11.2026 14:05", English
 * "26 Nov 2026, 14:05"; in the visitor's chosen time zone (UTC+3 by default) and clock (24-hour by default).
 * Every package formats through here.
 */

type Shape = 'date' | 'time' | 'clock' | 'dateTime' | 'dayTime';

export interface DateTimeOptions {
  /** An IANA zone for a time that belongs to one (a UTC deadline); left out, the visitor's chosen zone. */
  timeZone?: string;
}

const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

const RUSSIAN: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  time: TIME,
  clock: { ...TIME, second: '2-digit' },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', ...TIME },
  dayTime: { day: '2-digit', month: '2-digit', ...TIME },
};

const ENGLISH: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: TIME,
  clock: { ...TIME, second: '2-digit' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', ...TIME },
  dayTime: { day: 'numeric', month: 'short', ...TIME },
};

const LOCALES: Readonly<Record<string, { locale: string; shapes: Record<Shape, Intl.DateTimeFormatOptions> }>> = {
  ru: { locale: 'ru-RU', shapes: RUSSIAN },
  en: { locale: 'en-GB', shapes: ENGLISH },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(lng: string, shape: Shape, timeZone: string, is12h: boolean): Intl.DateTimeFormat {
  const key = `${lng}|${shape}|${timeZone}|${is12h}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const { locale, shapes } = LOCALES[lng] ?? LOCALES.en!;
    // A 12-hour clock writes the hour without a leading zero: 4:40 pm.
    const clock: Intl.DateTimeFormatOptions =
      is12h && 'hour' in shapes[shape] ? { hour: 'numeric', hourCycle: 'h12' } : {};
    formatter = new Intl.DateTimeFormat(locale, { ...shapes[shape], ...clock, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A date from an ISO string, epoch milliseconds or a Date; what cannot be read is shown as given. */
function write(value: string | number | Date, lng: string, shape: Shape, options: DateTimeOptions): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const display = timeDisplay();
  const text = formatterFor(lng, shape, options.timeZone ?? zoneOfOffset(display.timeZone), display.is12h).format(date);
  // Russian joins the date and the time with a space, not the comma of its locale.
  return lng === 'ru' ? text.replace(', ', ' ') : text;
}

/** 26.11.2026 · 26 Nov 2026 */
export const formatDate = (value: string | number | Date, lng: string, options: DateTimeOptions = {}): string =>
  write(value, lng, 'date', options);

/** 14:05 */
export const formatTime = (value: string | number | Date, lng: string, options: DateTimeOptions = {}): string =>
  write(value, lng, 'time', options);

/** 14:05:09 */
export const formatClock = (value: string | number | Date, lng: string, options: DateTimeOptions = {}): string =>
  write(value, lng, 'clock', options);

/** 26.11.2026 14:05 · 26 Nov 2026, 14:05 */
export const formatDateTime = (value: string | number | Date, lng: string, options: DateTimeOptions = {}): string =>
  write(value, lng, 'dateTime', options);

/** A start within the season, the year left out: 26.11 14:05 · 26 Nov, 14:05 */
export const formatDayTime = (value: string | number | Date, lng: string, options: DateTimeOptions = {}): string =>
  write(value, lng, 'dayTime', options);
