import { blockResultSchema } from '@betfront/contract';
import type { BlockResult } from '@betfront/contract';
import type { ApiClient } from './api-client';
import type { LoaderOptions } from './loader-options';
import { consoleLogger } from './logger';
import { withRetries } from './retry';
import { sleep as timerSleep } from './sleep';

export const BLOCK_TRIES = 2;
export const BLOCK_DELAY_MS = 100;

export interface BlockRequest {
  auth: boolean;
  url: string;
  /** Asks whether the VIP domain's geo-authorisation applies to this visitor. */
  mainVipDomainAuthNeed?: boolean;
}

/** POST /blocks-api/api/v2/block — 2 tries 100 ms apart; null (logged) when both fail, so the page still opens. */
export async function loadBlock(
  client: ApiClient,
  body: BlockRequest,
  { sleep = timerSleep, log = consoleLogger }: LoaderOptions = {},
): Promise<BlockResult | null> {
  try {
    return await withRetries(
      () => client.request(blockResultSchema, { method: 'POST', path: '/blocks-api/api/v2/block', body }),
      { tries: BLOCK_TRIES, delayMs: BLOCK_DELAY_MS, sleep },
    );
  } catch (error) {
    log.error('block check failed', { url: body.url, error: String(error) });
    return null;
  }
}
