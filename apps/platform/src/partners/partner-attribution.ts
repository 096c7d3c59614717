import type { Queryable } from '../db/database';
import { PARTNER_COOKIE, PARTNER_VALUE, REFLINK_TAGS } from './partner-cookies';
import type { ReflinkTag } from './partner-cookies';

/** What the partner cookies tell of how a new player came: stored with the account at registration. */
export interface PartnerAttribution {
  partnerId: string | null;
  tagKind: ReflinkTag | null;
  tag: string | null;
  promoCode: string | null;
  subId: string | null;
  shortReflink: string | null;
  clickId: string | null;
  referral: string | null;
}

type Cookies = Readonly<Record<string, string | undefined>>;

const read = (cookies: Cookies, name: string, pattern: RegExp) => {
  const value = cookies[name];
  return value !== undefined && pattern.test(value) ? value : null;
};

/** The attribution the browser's partner cookies carry; null when they carry none. */
export function partnerAttributionOf(cookies: Cookies): PartnerAttribution | null {
  const tagKind = REFLINK_TAGS.find((kind) => read(cookies, PARTNER_COOKIE[kind].name, PARTNER_VALUE.tag)) ?? null;
  const referral = cookies[PARTNER_COOKIE.referral.name];
  const attribution: PartnerAttribution = {
    partnerId: read(cookies, PARTNER_COOKIE.partnerId.name, PARTNER_VALUE.partnerId),
    tagKind,
    tag: tagKind ? read(cookies, PARTNER_COOKIE[tagKind].name, PARTNER_VALUE.tag) : null,
    promoCode: read(cookies, PARTNER_COOKIE.promoCode.name, PARTNER_VALUE.promoCode),
    subId: read(cookies, PARTNER_COOKIE.subId.name, PARTNER_VALUE.tag),
    shortReflink: read(cookies, PARTNER_COOKIE.shortReflink.name, PARTNER_VALUE.shortReflink),
    clickId: read(cookies, PARTNER_COOKIE.postback.name, PARTNER_VALUE.tag),
    referral: referral && /^https?:\/\/[^\s]{1,200}$/.test(referral) ? referral : null,
  };
  return Object.values(attribution).some((value) => value !== null) ? attribution : null;
}

/** Keeps the attribution with the new player, once. */
export async function recordPartnerAttribution(
  db: Queryable,
  userId: number,
  attribution: PartnerAttribution | null,
): Promise<void> {
  if (!attribution) return;
  await db.query(
    `insert into partner_attributions
       (user_id, partner_id, tag_kind, tag, promo_code, sub_id, short_reflink, click_id, referral)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     on conflict (user_id) do nothing`,
    [
      userId,
      attribution.partnerId,
      attribution.tagKind,
      attribution.tag,
      attribution.promoCode,
      attribution.subId,
      attribution.shortReflink,
      attribution.clickId,
      attribution.referral,
    ],
  );
}
