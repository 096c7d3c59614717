import { PAGE_COOKIE } from '../page/page-cookies';
import { browserTimeZone, timeZoneCookie } from '../page/time-zone';
import { readCookies } from './read-cookies';

/** Tells the server the browser's time zone, for the SEO request of the next pages, when it has changed. */
export function rememberTimeZone(): void {
  const hours = browserTimeZone(new Date());
  if (readCookies(document.cookie)[PAGE_COOKIE.timeZone] !== String(hours)) document.cookie = timeZoneCookie(hours);
}
