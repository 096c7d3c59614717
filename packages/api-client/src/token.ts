import { tokenAnswerSchema, tokenPayloadSchema } from '@betfront/contract';
import type { TokenPayload } from '@betfront/contract';
import type { ApiClient } from './api-client';
import { consoleLogger } from './logger';
import type { Logger } from './logger';

/** How long one token answer is shared by every caller. */
export const TOKEN_SHARE_MS = 60_000;

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Reads `base64url(JSON { sub, exp }).signature` without checking the signature (the platform does that). */
export function decodeTokenPayload(token: string): TokenPayload | null {
  const [payloadSegment] = token.split('.');
  if (!payloadSegment) return null;
  try {
    const parsed = tokenPayloadSchema.safeParse(JSON.parse(decodeBase64Url(payloadSegment)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A token is fresh when present, readable, and its expiry (seconds) is still ahead of `nowMs`. */
export function isTokenFresh(token: string | null | undefined, nowMs: number): boolean {
  if (!token) return false;
  const payload = decodeTokenPayload(token);
  return payload !== null && payload.exp * 1000 > nowMs;
}

export interface TokenSource {
  /** The shared token: one request serves every caller for 60 s while the token stays fresh. */
  get(): Promise<string>;
  /** Fetches a new token, joining one already on its way (what the client's 401 handling calls). */
  refresh(): Promise<string>;
  /** Drops the shared token, so nothing of a session that ended is sent again (logout). */
  forget(): void;
}

interface SharedToken {
  promise: Promise<string>;
  startedAt: number;
  token: string | null;
}

export function createTokenSource(client: ApiClient, now: () => number, log: Logger = consoleLogger): TokenSource {
  let shared: SharedToken | null = null;

  function fetchToken(): Promise<string> {
    const entry: SharedToken = {
      startedAt: now(),
      token: null,
      promise: client
        .request(tokenAnswerSchema, {
          method: 'GET',
          path: '/web-api/user/gettoken',
          query: { force_refresh: 'true' },
          auth: false,
        })
        .then(
          ({ token }) => {
            entry.token = token;
            return token;
          },
          (error: unknown) => {
            if (shared === entry) shared = null;
            log.error('token fetch failed', { error: String(error) });
            throw error;
          },
        ),
    };
    shared = entry;
    return entry.promise;
  }

  function isReusable(entry: SharedToken): boolean {
    const current = now();
    if (current - entry.startedAt >= TOKEN_SHARE_MS) return false;
    return entry.token === null || isTokenFresh(entry.token, current);
  }

  return {
    get: () => (shared && isReusable(shared) ? shared.promise : fetchToken()),
    refresh: () => (shared && shared.token === null ? shared.promise : fetchToken()),
    forget: () => {
      shared = null;
    },
  };
}
