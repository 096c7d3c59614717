import type { BlockResult } from '@betfront/contract';
import type { Queryable } from '../db/database';
import { findCountryBlock, listUserAgentBlocks } from '../settings/access-rules-repository';

export const BLOCK_REASON_INTERNET_EXPLORER = 17;
const NO_BLOCK: BlockResult = { displayTypeId: 0, templateTypeId: 0 };
const INTERNET_EXPLORER = /MSIE |Trident\//;

export interface BlockRequest {
  countryCode: string | null;
  userAgent: string;
}

const blockedFor = (reason: number): BlockResult => ({ displayTypeId: 1, templateTypeId: reason });

/** Internet Explorer first (17), then the operator's user-agent rules, then the country block. */
export async function checkBlock(db: Queryable, request: BlockRequest): Promise<BlockResult> {
  if (INTERNET_EXPLORER.test(request.userAgent)) return blockedFor(BLOCK_REASON_INTERNET_EXPLORER);
  const userAgent = request.userAgent.toLowerCase();
  const userAgentRule = (await listUserAgentBlocks(db)).find((rule) => userAgent.includes(rule.pattern.toLowerCase()));
  if (userAgentRule) return blockedFor(userAgentRule.reason);
  if (request.countryCode) {
    const countryBlock = await findCountryBlock(db, request.countryCode);
    if (countryBlock) return blockedFor(countryBlock.reason);
  }
  return NO_BLOCK;
}
