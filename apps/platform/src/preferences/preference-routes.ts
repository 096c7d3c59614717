import { PREFERENCE_COOKIE, preferencesBodySchema, THEME_COOKIE_VALUES } from '@betfront/contract/preferences';
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
import { themeOf } from './theme-preference';
import { timePreferencesOf } from './time-preferences';

/** The spec's default lifetime of a preference cookie (account §9). */
export const PREFERENCE_COOKIE_SECONDS = 86_400;

function writePreferenceCookies(request: FastifyRequest, reply: FastifyReply, chosen: SitePreferences): void {
  const options = {
    path: '/',
    maxAge: PREFERENCE_COOKIE_SECONDS,
    sameSite: 'lax',
    secure: isSecureRequest(request),
  } as const;
  reply.setCookie(PREFERENCE_COOKIE.timeZone, String(chosen.time_zone), options);
  reply.setCookie(PREFERENCE_COOKIE.is12h, chosen.is_12h ? '1' : '0', options);
  reply.setCookie(PREFERENCE_COOKIE.theme, THEME_COOKIE_VALUES[chosen.theme], options);
}

const inForce = (player: UserRecord | null, cookies: FastifyRequest['cookies']): SitePreferences => ({
  ...timePreferencesOf(player, cookies),
  theme: themeOf(player, cookies),
});

const chosenOver = (current: SitePreferences, body: PreferencesBody): SitePreferences => ({
  time_zone: body.time_zone ?? current.time_zone,
  is_12h: body.is_12h ?? current.is_12h,
  theme: body.theme ?? current.theme,
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
        const chosen = { timeZone: body.time_zone, is12h: body.is_12h, language: body.lng, theme: body.theme };
        await savePlayerPreferences(db, player.id, chosen);
        return inForce(
          {
            ...player,
            timeZone: body.time_zone ?? player.timeZone,
            is12h: body.is_12h ?? player.is12h,
            theme: body.theme ?? player.theme,
          },
          {},
        );
      }
      if (!allowsPreferences(readCookieConsent(request.headers.cookie ?? ''))) {
        throw new HttpError(409, 'preferences_not_allowed', 'Allow preference cookies to keep this choice');
      }
      const chosen = chosenOver(inForce(null, request.cookies), body);
      writePreferenceCookies(request, reply, chosen);
      return chosen;
    });
  };
}
