import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSecureRequest } from '../http/request-origin';

const DAY = 86_400;

/** The partner and referral cookies of a landing (account §9 referral cookies), with their lifetimes in seconds. */
export const PARTNER_COOKIE = {
  /** The other site the visitor came from. */
  referral: { name: 'bf_referral', seconds: DAY },
  btag: { name: 'btag', seconds: 60 * DAY },
  tag: { name: 'tag', seconds: 60 * DAY },
  qtag: { name: 'qtag', seconds: 60 * DAY },
  /** Extras of a reflink tag: the promo code it carries. */
  promoCode: { name: 'promocode', seconds: 60 * DAY },
  partnerId: { name: 'partner_id', seconds: 30 * DAY },
  /** A partner id that came with affid and a tag is kept as long as the tag. */
  partnerIdWithTag: { name: 'partner_id', seconds: 60 * DAY },
  shortReflink: { name: 'short_reflink', seconds: 60 * 60 },
  /** The click to report back to the partner: a moment without the pb flag, 30 days with it. */
  postback: { name: 'postback_watcher', seconds: 4 },
  postbackKept: { name: 'postback_watcher', seconds: 30 * DAY },
  subId: { name: 'subid', seconds: 60 * DAY },
} as const;

export const REFLINK_TAGS = ['btag', 'tag', 'qtag'] as const;
export type ReflinkTag = (typeof REFLINK_TAGS)[number];

/** What a partner's link may carry: short codes only, so a cookie never holds arbitrary text. */
export const PARTNER_VALUE = {
  tag: /^[A-Za-z0-9_.:-]{1,64}$/,
  partnerId: /^\d{1,12}$/,
  promoCode: /^[A-Za-z0-9_-]{1,32}$/,
  shortReflink: /^[A-Za-z0-9]{4,16}$/,
} as const;

type Query = Readonly<Record<string, unknown>>;
type Cookie = { name: string; seconds: number };

const valueOf = (query: Query, key: string, pattern: RegExp): string | null => {
  const value = query[key];
  return typeof value === 'string' && pattern.test(value) ? value : null;
};

/** The cookies a landing's query sets, each with its value. */
export function partnerCookiesOf(query: Query, referer: string | null, ownHostname: string): [Cookie, string][] {
  const set: [Cookie, string][] = [];
  const tag = REFLINK_TAGS.map((kind) => [kind, valueOf(query, kind, PARTNER_VALUE.tag)] as const).find(
    ([, value]) => value !== null,
  );
  if (tag?.[1]) {
    set.push([PARTNER_COOKIE[tag[0]], tag[1]]);
    const promoCode = valueOf(query, 'promocode', PARTNER_VALUE.promoCode);
    if (promoCode) set.push([PARTNER_COOKIE.promoCode, promoCode]);
  }
  const affid = valueOf(query, 'affid', PARTNER_VALUE.partnerId);
  const aip = valueOf(query, 'aip', PARTNER_VALUE.partnerId);
  const clickId = valueOf(query, 'click_id', PARTNER_VALUE.tag);
  const utmSource = valueOf(query, 'utm_source', PARTNER_VALUE.tag);
  if (affid && tag) set.push([PARTNER_COOKIE.partnerIdWithTag, affid]);
  else if (aip && (clickId || utmSource)) set.push([PARTNER_COOKIE.partnerId, aip]);
  if (clickId) set.push([query.pb === '1' ? PARTNER_COOKIE.postbackKept : PARTNER_COOKIE.postback, clickId]);
  const shortReflink = valueOf(query, 'r', PARTNER_VALUE.shortReflink);
  if (shortReflink) set.push([PARTNER_COOKIE.shortReflink, shortReflink]);
  const subId = valueOf(query, 'subid', PARTNER_VALUE.tag);
  if (subId) set.push([PARTNER_COOKIE.subId, subId]);
  const from = externalOrigin(referer, ownHostname);
  if (from) set.push([PARTNER_COOKIE.referral, from]);
  return set;
}

/** The origin of a page on another site that linked here; null for the site's own pages. */
function externalOrigin(referer: string | null, ownHostname: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return url.hostname !== ownHostname && /^https?:$/.test(url.protocol) ? url.origin.slice(0, 200) : null;
  } catch {
    return null;
  }
}

function setCookies(request: FastifyRequest, reply: FastifyReply, cookies: [Cookie, string][]): void {
  for (const [cookie, value] of cookies) {
    reply.setCookie(cookie.name, value, {
      path: '/',
      maxAge: cookie.seconds,
      httpOnly: true,
      sameSite: 'lax',
      secure: isSecureRequest(request),
    });
  }
}

/**
 * A page opened from a partner's link keeps what the link carries in the partner cookies, so the registration
 * that follows, on this visit or a later one, is counted for the partner.
 */
export function installPartnerCookies(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/web-api/') || request.url.startsWith('/bff-api/')) return;
    const referer = typeof request.headers.referer === 'string' ? request.headers.referer : null;
    const query = (request.query as Query | undefined) ?? {};
    setCookies(request, reply, partnerCookiesOf(query, referer, request.hostname));
  });
}
