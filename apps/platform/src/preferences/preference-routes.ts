import {
  PREFERENCE_COOKIE,
  PREFERENCE_COOKIE_SECONDS,
  preferencesBodySchema,
  THEME_COOKIE_VALUES,
} from '@betfront/contract/preferences';
import type { PreferencesBody, SitePreferences } from '@betfront/contract/preferences';
import { allowsPreferences, readCookieConsent } from '@betfront/remote-kit/cookie-consent';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { isSecureRequest } from '../http/request-origin';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { findSessionPlayer } from '../session/session-player';
import type { UserRecord } from '../session/user-repository';
import { savePlayerPreferences } from './preference-repository';
import { flagCookieValue, layoutPreferencesOf } from './layout-preferences';
import { themeOf } from './theme-preference';
import { timePreferencesOf } from './time-preferences';

/** Each preference's cookie with the value it keeps. */
const preferenceCookies = (chosen: SitePreferences): Record<keyof SitePreferences, readonly [string, string]> => ({
  time_zone: [PREFERENCE_COOKIE.timeZone, String(chosen.time_zone)],
  is_12h: [PREFERENCE_COOKIE.is12h, flagCookieValue(chosen.is_12h)],
  theme: [PREFERENCE_COOKIE.theme, THEME_COOKIE_VALUES[chosen.theme]],
  hide_left: [PREFERENCE_COOKIE.hideLeft, flagCookieValue(chosen.hide_left)],
  hide_right: [PREFERENCE_COOKIE.hideRight, flagCookieValue(chosen.hide_right)],
  group_by_country: [PREFERENCE_COOKIE.groupByCountry, flagCookieValue(chosen.group_by_country)],
  app_view_type: [PREFERENCE_COOKIE.appViewType, String(chosen.app_view_type)],
});

/**
 * Writes the cookies of the preferences the visitor chose now, and only those: two changes saved at once (the
 * left and the right section) each keep their own cookie rather than the other's value as it was.
 */
function writePreferenceCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  chosen: SitePreferences,
  body: PreferencesBody,
): void {
  const options = {
    path: '/',
    maxAge: PREFERENCE_COOKIE_SECONDS,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  } as const;
  for (const [key, [name, value]] of Object.entries(preferenceCookies(chosen))) {
    if (body[key as keyof PreferencesBody] !== undefined) reply.setCookie(name, value, options);
  }
}

const inForce = (player: UserRecord | null, cookies: FastifyRequest['cookies']): SitePreferences => ({
  ...timePreferencesOf(player, cookies),
  theme: themeOf(player, cookies),
  ...layoutPreferencesOf(player, cookies),
});

const chosenOver = (current: SitePreferences, body: PreferencesBody): SitePreferences => ({
  time_zone: body.time_zone ?? current.time_zone,
  is_12h: body.is_12h ?? current.is_12h,
  theme: body.theme ?? current.theme,
  hide_left: body.hide_left ?? current.hide_left,
  hide_right: body.hide_right ?? current.hide_right,
  group_by_country: body.group_by_country ?? current.group_by_country,
  app_view_type: body.app_view_type ?? current.app_view_type,
});

/**
 * The site-wide preferences (account §3 global preferences): a player's are stored on the account, a visitor's
 * in the preference cookies, which are written only when the visitor allowed preference cookies.
 */
export function preferenceRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.post('/web-api/preferences', async (request, reply): Promise<SitePreferences> => {
      const body = parseInput(preferencesBodySchema, request.body, 'body');
      reply.header('cache-control', 'no-store');
      const player = await findSessionPlayer(db, request);
      if (body.lng !== undefined) {
        const { languages } = await readCachedSiteSettings(db);
        if (!languages.some((language) => language.code === body.lng)) {
          throw new HttpError(400, 'unknown_language', 'The site has no such language');
        }
        if (!player) throw new HttpError(401, 'not_logged_in', 'Log in first');
      }
      if (player) {
        await savePlayerPreferences(db, player.id, {
          timeZone: body.time_zone,
          is12h: body.is_12h,
          theme: body.theme,
          hideLeft: body.hide_left,
          hideRight: body.hide_right,
          groupByCountry: body.group_by_country,
          appViewType: body.app_view_type,
          language: body.lng,
        });
        return chosenOver(inForce(player, request.cookies), body);
      }
      if (!allowsPreferences(readCookieConsent(request.headers.cookie ?? ''))) {
        throw new HttpError(409, 'preferences_not_allowed', 'Allow preference cookies to keep this choice');
      }
      const chosen = chosenOver(inForce(null, request.cookies), body);
      writePreferenceCookies(request, reply, chosen, body);
      return chosen;
    });
  };
}
