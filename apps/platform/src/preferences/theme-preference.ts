import { DEFAULT_THEME, PREFERENCE_COOKIE, THEME_COOKIE_VALUES } from '@betfront/contract/preferences';
import type { Theme } from '@betfront/contract/preferences';
import type { UserRecord } from '../session/user-repository';

const THEME_BY_COOKIE = new Map(Object.entries(THEME_COOKIE_VALUES).map(([theme, value]) => [value, theme as Theme]));

/** The page's colours: a player's stored choice, else the browser's app_theme cookie, else the light theme. */
export const themeOf = (
  user: Pick<UserRecord, 'theme'> | null,
  cookies: Readonly<Record<string, string | undefined>>,
) => user?.theme ?? THEME_BY_COOKIE.get(cookies[PREFERENCE_COOKIE.theme] ?? '') ?? DEFAULT_THEME;
