import { LANGUAGE_COOKIE, PREFERENCE_COOKIE } from '@betfront/contract/preferences';
import { COOKIE_CONSENT_COOKIE } from '@betfront/remote-kit/cookie-consent';
import { SHELL_RENDER_COOKIES } from '@betfront/shell/page-cookies';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userAgentBlockReason } from '../blocks/block-service';
import { countryFromRequest } from '../http/country-header';
import { requestOrigin } from '../http/request-origin';
import { operatorDataGeneration } from '../operator-cache/operator-cache';
import { SESSION_COOKIE } from '../session/session-cookie';
import { isMobileUserAgent } from './request-traits';

/**
 * Every cookie that can change a visitor's page: those the shell's render reads itself, those the platform's calls
 * read for it (the language, the time zone, the clock, the theme and the layout) and the cookie consent. A visitor's page is rendered with
 * these cookies only, so no other cookie can make two pages of one key differ.
 */
export const VISITOR_PAGE_COOKIES: readonly string[] = [
  ...SHELL_RENDER_COOKIES,
  LANGUAGE_COOKIE,
  PREFERENCE_COOKIE.timeZone,
  PREFERENCE_COOKIE.is12h,
  PREFERENCE_COOKIE.theme,
  PREFERENCE_COOKIE.hideLeft,
  PREFERENCE_COOKIE.hideRight,
  PREFERENCE_COOKIE.groupByCountry,
  PREFERENCE_COOKIE.appViewType,
  COOKIE_CONSENT_COOKIE,
].sort();

/** What a visitor's page is rendered from: all of it is in the key. */
export interface VisitorPageInputs {
  key: string;
  cookies: Record<string, string>;
  /** The same cookies as a request header, for the platform's calls made by the render. */
  cookieHeader: string;
}

/**
 * The inputs of a visitor's page, or null for a player's request (a session cookie), which is rendered for the
 * player alone. The key holds everything the render reads: the operator's data as this process last heard of it,
 * the address, the host, the page's cookies, the country, and of the user agent the two things read from it (a
 * phone or not, and a block by user agent). The Accept-Language header is read by neither the shell nor the platform.
 */
export async function visitorPageInputs(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<VisitorPageInputs | null> {
  if (request.cookies[SESSION_COOKIE] !== undefined) return null;
  const cookies: Record<string, string> = {};
  for (const name of VISITOR_PAGE_COOKIES) {
    const value = request.cookies[name];
    if (value !== undefined) cookies[name] = value;
  }
  const cookieHeader = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  const userAgent = request.headers['user-agent'] ?? '';
  const key = [
    operatorDataGeneration(app.platform.db),
    requestOrigin(request),
    request.headers.host ?? '',
    request.url,
    cookieHeader,
    countryFromRequest(request) ?? '',
    isMobileUserAgent(userAgent),
    (await userAgentBlockReason(app.platform.db, userAgent)) ?? '',
  ].join('\n');
  return { key, cookies, cookieHeader };
}
