import { isApiError } from '@betfront/api-client';
import type { ApiClient, Logger } from '@betfront/api-client';
import type { ClientLimit, limitPingAnswerSchema } from '@betfront/contract/limits';
import type { z } from 'zod/mini';
import type { Timers } from './browser-timers';

/** The spec's ping while a session limit or a reality check applies. */
export const LIMIT_PING_INTERVAL_MS = 30_000;
const SESSION_LIMIT = 31;
const REALITY_CHECK = 32;

export type RealityCheck = NonNullable<z.infer<typeof limitPingAnswerSchema>['realityCheck']>;

export interface ResponsiblePingInput {
  client: ApiClient;
  timers: Timers;
  lng: string;
  /** The reality check is due: show it until the player continues or logs out. */
  onRealityCheck: (check: RealityCheck) => void;
  /** The platform ended the session: today's session limit is spent. */
  onSessionLimitEnded: () => void;
  log: Logger;
}

export interface ResponsiblePing {
  /** The player pressed "continue": the next ping tells the platform, at once. */
  continueAfterRealityCheck(): void;
  stop(): void;
}

/** Whether the player's limits ask for the ping: an active session limit or reality check. */
export const appliesPing = (limits: ClientLimit[]) =>
  limits.some(
    (limit) =>
      limit.limitState === 'ACTIVE' && (limit.limitType === SESSION_LIMIT || limit.limitType === REALITY_CHECK),
  );

/**
 * Pings the limit service at once and then every 30 s, for a player with a session limit or a reality check: the
 * platform counts the session's time and decides when the reality check is due and when the session limit has
 * ended.
 */
export function startResponsiblePing(input: ResponsiblePingInput): ResponsiblePing {
  const { client, timers, lng, log } = input;
  const headers = { 'x-language': lng };
  let cancelInterval: (() => void) | null = null;
  let stopped = false;
  let realityCheckSeen = false;

  const stopPinging = () => {
    cancelInterval?.();
    cancelInterval = null;
  };

  const ping = async () => {
    const seen = realityCheckSeen;
    realityCheckSeen = false;
    try {
      const { LIMIT_SERVICE_BASE, limitPingAnswerSchema } = await import('@betfront/contract/limits');
      const answer = await client.request(limitPingAnswerSchema, {
        method: 'POST',
        path: `${LIMIT_SERVICE_BASE}/ping`,
        body: seen ? { realityCheckSeen: true } : {},
        headers,
      });
      if (!stopped && answer.realityCheck) input.onRealityCheck(answer.realityCheck);
    } catch (error) {
      if (isApiError(error) && error.code === 'session_limit_ended') {
        stopPinging();
        if (!stopped) input.onSessionLimitEnded();
        return;
      }
      if (seen) realityCheckSeen = true;
      log.warn('limit ping failed', { error: String(error) });
    }
  };

  cancelInterval = timers.every(() => void ping(), LIMIT_PING_INTERVAL_MS);
  void ping();
  return {
    continueAfterRealityCheck() {
      realityCheckSeen = true;
      void ping();
    },
    stop() {
      stopped = true;
      stopPinging();
    },
  };
}
