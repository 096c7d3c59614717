import type { BlockResult } from '@betfront/contract';
import type { Queryable } from '../db/database';
import { findCountryBlock } from '../settings/access-rules-repository';
import { readCachedSiteSettings } from '../settings/cached-site-settings';
import { isUnsupportedBrowser } from './unsupported-browser';

export const BLOCK_REASON_INTERNET_EXPLORER = 17;
export const BLOCK_REASON_UNSUPPORTED_BROWSER = 18;
const NO_BLOCK: BlockResult = { displayTypeId: 0, templateTypeId: 0 };
const INTERNET_EXPLORER = /MSIE |Trident\//;

export interface BlockRequest {
  countryCode: string | null;
  userAgent: string;
}

/** On a VIP domain, a visitor from one of the operator's listed countries must log in first. */
export async function needsVipDomainAuth(
  db: Queryable,
  visitor: { countryCode: string | null; isLoggedIn: boolean },
): Promise<boolean> {
  if (visitor.isLoggedIn || visitor.countryCode === null) return false;
  const { scalars } = await readCachedSiteSettings(db);
  return scalars.isVipDomain && scalars.vipDomainAuthCountries.includes(visitor.countryCode);
}

const blockedFor = (reason: number): BlockResult => ({ displayTypeId: 1, templateTypeId: reason });

/**
 * The reason a browser is blocked for by its user agent alone: Internet Explorer (17), a browser too old for the
 * site (18), an operator's rule, or null.
 */
export async function userAgentBlockReason(db: Queryable, userAgent: string): Promise<number | null> {
  if (INTERNET_EXPLORER.test(userAgent)) return BLOCK_REASON_INTERNET_EXPLORER;
  if (isUnsupportedBrowser(userAgent)) return BLOCK_REASON_UNSUPPORTED_BROWSER;
  const lowerCase = userAgent.toLowerCase();
  const { userAgentBlocks } = await readCachedSiteSettings(db);
  return userAgentBlocks.find((rule) => lowerCase.includes(rule.pattern.toLowerCase()))?.reason ?? null;
}

/** Internet Explorer (17) and browsers too old (18) first, then the operator's user-agent rules, then the country block. */
export async function checkBlock(db: Queryable, request: BlockRequest): Promise<BlockResult> {
  const userAgentReason = await userAgentBlockReason(db, request.userAgent);
  if (userAgentReason !== null) return blockedFor(userAgentReason);
  if (request.countryCode) {
    const countryBlock = await findCountryBlock(db, request.countryCode);
    if (countryBlock) return blockedFor(countryBlock.reason);
  }
  return NO_BLOCK;
}
