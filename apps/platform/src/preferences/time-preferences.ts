import { DEFAULT_IS_12H, DEFAULT_TIME_ZONE, PREFERENCE_COOKIE, timeZoneSchema } from '@betfront/contract/preferences';
import type { TimePreferences } from '@betfront/contract/preferences';
import type { UserRecord } from '../session/user-repository';

type Cookies = Readonly<Record<string, string | undefined>>;

function cookieTimeZone(cookies: Cookies): number | null {
  const text = cookies[PREFERENCE_COOKIE.timeZone];
  if (text === undefined || !/^-?\d{1,2}$/.test(text)) return null;
  const parsed = timeZoneSchema.safeParse(Number(text));
  return parsed.success ? parsed.data : null;
}

function cookieIs12h(cookies: Cookies): boolean | null {
  const text = cookies[PREFERENCE_COOKIE.is12h];
  return text === '1' ? true : text === '0' ? false : null;
}

/**
 * How the page writes times: a player's stored choice, else the browser's preference cookies, else the site's
 * defaults (UTC+3, a 24-hour clock).
 */
export function timePreferencesOf(user: UserRecord | null, cookies: Cookies): TimePreferences {
  return {
    time_zone: user?.timeZone ?? cookieTimeZone(cookies) ?? DEFAULT_TIME_ZONE,
    is_12h: user?.is12h ?? cookieIs12h(cookies) ?? DEFAULT_IS_12H,
  };
}
