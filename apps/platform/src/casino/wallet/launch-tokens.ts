import { createHash, randomBytes } from 'node:crypto';
import type { GameMode } from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';

/** Until the provider authenticates it; then the token lasts a playing session. */
const UNUSED_TOKEN_MINUTES = 10;
const SESSION_HOURS = 4;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewLaunchToken {
  providerId: string;
  gameId: string;
  mode: GameMode;
  language: 'ru' | 'en';
  player: { userId: number; accountId: number } | null;
  countryCode: string | null;
}

/** Issues a launch token; only its hash is kept. */
export async function createLaunchToken(tx: Queryable, launch: NewLaunchToken): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query(
    `insert into casino_launch_tokens
       (token_hash, provider_id, game_id, mode, language, user_id, account_id, country_code, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, now() + make_interval(mins => $9))`,
    [
      hashOf(token),
      launch.providerId,
      launch.gameId,
      launch.mode,
      launch.language,
      launch.player?.userId ?? null,
      launch.player?.accountId ?? null,
      launch.countryCode,
      UNUSED_TOKEN_MINUTES,
    ],
  );
  return token;
}

export interface LaunchTokenRecord {
  gameId: string;
  mode: GameMode;
  language: 'ru' | 'en';
  userId: number | null;
  accountId: number | null;
  countryCode: string | null;
  isAuthenticated: boolean;
}

/** The provider's live token; a token of another provider, unknown or expired is refused with a named 401. */
export async function readLiveToken(tx: Queryable, providerId: string, token: string): Promise<LaunchTokenRecord> {
  const [row] = await tx.query<LaunchTokenRecord & { isExpired: boolean }>(
    `select game_id as "gameId", mode, language, user_id as "userId", account_id as "accountId",
       country_code as "countryCode", authenticated_at is not null as "isAuthenticated",
       expires_at <= now() as "isExpired"
     from casino_launch_tokens where token_hash = $1 and provider_id = $2`,
    [hashOf(token), providerId],
  );
  if (!row) throw new HttpError(401, 'token_invalid', 'No such launch token');
  if (row.isExpired) throw new HttpError(401, 'token_expired', 'The launch token has expired: launch the game again');
  return row;
}

/** The provider opens its session: once per token, which then lasts a playing session. */
export async function markTokenAuthenticated(tx: Queryable, providerId: string, token: string): Promise<void> {
  const rows = await tx.query(
    `update casino_launch_tokens set authenticated_at = now(), expires_at = now() + make_interval(hours => $3)
     where token_hash = $1 and provider_id = $2 and authenticated_at is null returning token_hash`,
    [hashOf(token), providerId, SESSION_HOURS],
  );
  if (rows.length === 0)
    throw new HttpError(401, 'token_used', 'The launch token has been used: launch the game again');
}
