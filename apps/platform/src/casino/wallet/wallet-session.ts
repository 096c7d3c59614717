import type {
  WalletAuthenticateCall,
  WalletBalanceAnswer,
  WalletBalanceCall,
  WalletPlayer,
} from '@betfront/contract/casino-wallet';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { markTokenAuthenticated, readLiveToken } from './launch-tokens';
import type { LaunchTokenRecord } from './launch-tokens';
import { readAccountBalance } from './wallet-balance';

/** The provider opens its session with the launch token: who plays which game, and with what. */
export async function authenticate(
  tx: Queryable,
  providerId: string,
  call: WalletAuthenticateCall,
): Promise<WalletPlayer> {
  const token = await readLiveToken(tx, providerId, call.token);
  await markTokenAuthenticated(tx, providerId, call.token);
  const base = { mode: token.mode, gameId: token.gameId, language: token.language };
  if (token.accountId === null) return { ...base, playerRef: null, currencyIso: null, balance: null };
  return { ...base, playerRef: `account:${token.accountId}`, ...(await readAccountBalance(tx, token.accountId)) };
}

export type RealToken = LaunchTokenRecord & { userId: number; accountId: number };

/** A token the provider opened, of a real-money launch; a demo's is refused (`demo_token`). */
export async function readRealToken(tx: Queryable, providerId: string, token: string): Promise<RealToken> {
  const record = await readLiveToken(tx, providerId, token);
  if (!record.isAuthenticated) throw new HttpError(401, 'token_not_authenticated', 'Authenticate the token first');
  if (record.userId === null || record.accountId === null) {
    throw new HttpError(409, 'demo_token', 'A demo launch plays no money');
  }
  return { ...record, userId: record.userId, accountId: record.accountId };
}

export async function balance(
  tx: Queryable,
  providerId: string,
  call: WalletBalanceCall,
): Promise<WalletBalanceAnswer> {
  const token = await readRealToken(tx, providerId, call.token);
  return readAccountBalance(tx, token.accountId);
}
