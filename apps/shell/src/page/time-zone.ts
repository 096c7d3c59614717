import { PAGE_COOKIE } from './page-cookies';

/** The site's time zone until the browser has told its own (account §3 global preferences: timeZone 3). */
export const DEFAULT_TIME_ZONE = 3;

const isTimeZone = (hours: number) => Number.isInteger(hours) && hours >= -12 && hours <= 14;

/** The player's time zone from the cookie the browser wrote, else the default. */
export function timeZoneFromCookies(cookies: Readonly<Record<string, string>>): number {
  const text = cookies[PAGE_COOKIE.timeZone];
  const hours = text !== undefined && /^-?\d{1,2}$/.test(text) ? Number(text) : NaN;
  return isTimeZone(hours) ? hours : DEFAULT_TIME_ZONE;
}

/** The browser's UTC offset in whole hours (half-hour zones round to the nearer hour). */
export function browserTimeZone(now: Date): number {
  const hours = Math.round(-now.getTimezoneOffset() / 60);
  return isTimeZone(hours) ? hours : DEFAULT_TIME_ZONE;
}

/** The cookie that tells the server the browser's time zone for the next pages; a year long. */
export function timeZoneCookie(hours: number): string {
  return `${PAGE_COOKIE.timeZone}=${hours}; max-age=${365 * 86_400}; path=/; samesite=lax`;
}
