import { DEFAULT_LAYOUT_PREFERENCES, PREFERENCE_COOKIE } from '@betfront/contract/preferences';
import type { AppViewType, LayoutPreferences } from '@betfront/contract/preferences';
import type { UserRecord } from '../session/user-repository';

type Cookies = Readonly<Record<string, string | undefined>>;

const cookieFlag = (cookies: Cookies, name: string): boolean | null =>
  cookies[name] === '1' ? true : cookies[name] === '0' ? false : null;

const cookieViewType = (cookies: Cookies): AppViewType | null =>
  cookies[PREFERENCE_COOKIE.appViewType] === '1' ? 1 : cookies[PREFERENCE_COOKIE.appViewType] === '0' ? 0 : null;

/**
 * How the page is laid out: a player's stored choice, else the browser's preference cookies, else the site's
 * defaults (both sections shown, champs grouped by country, the European view).
 */
export function layoutPreferencesOf(
  user: Pick<UserRecord, 'hideLeft' | 'hideRight' | 'groupByCountry' | 'appViewType'> | null,
  cookies: Cookies,
): LayoutPreferences {
  return {
    hide_left:
      user?.hideLeft ?? cookieFlag(cookies, PREFERENCE_COOKIE.hideLeft) ?? DEFAULT_LAYOUT_PREFERENCES.hide_left,
    hide_right:
      user?.hideRight ?? cookieFlag(cookies, PREFERENCE_COOKIE.hideRight) ?? DEFAULT_LAYOUT_PREFERENCES.hide_right,
    group_by_country:
      user?.groupByCountry ??
      cookieFlag(cookies, PREFERENCE_COOKIE.groupByCountry) ??
      DEFAULT_LAYOUT_PREFERENCES.group_by_country,
    app_view_type: user?.appViewType ?? cookieViewType(cookies) ?? DEFAULT_LAYOUT_PREFERENCES.app_view_type,
  };
}

/** The cookie value of a layout flag: 1 or 0, as is12h is kept. */
export const flagCookieValue = (flag: boolean) => (flag ? '1' : '0');
