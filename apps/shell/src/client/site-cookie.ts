import { PREFERENCE_COOKIE_SECONDS } from '@betfront/contract/preferences';
import { readCookies } from './read-cookies';

/** Writes a cookie of the site with the spec's default lifetime (a day, path /), when its value has changed. */
export function writeSiteCookie(name: string, value: string): void {
  if (readCookies(document.cookie)[name] === value) return;
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${PREFERENCE_COOKIE_SECONDS}; path=/; samesite=lax`;
}
