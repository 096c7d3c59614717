import {
  walletAuthenticateSchema,
  walletBalanceSchema,
  walletCreditSchema,
  walletDebitSchema,
  walletOperationSchema,
  walletRollbackSchema,
} from '@betfront/contract/casino-wallet';
import type { WalletRequest, WalletResponse } from '../wallet-contract/wallet-client';
import {
  WALLET_PROVIDER_HEADER,
  WALLET_SIGNATURE_HEADER,
  walletSignatureProblem,
} from '../wallet-contract/wallet-signature';
import type { Database, Queryable } from '../../db/database';
import { errorBody, HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { credit } from './wallet-credit';
import { debit } from './wallet-debit';
import { rollback } from './wallet-rollback';
import { authenticate, balance } from './wallet-session';

/** Where the wallet tells of refused calls and of rollbacks it ignored; the platform's logger in production. */
export interface WalletLog {
  warn(details: object, message: string): void;
}

export interface WalletServer {
  db: Database;
  /** The secret a provider signs with; null for a provider the platform does not know. */
  secretOf(providerId: string): string | null;
  log: WalletLog;
  nowSeconds?: () => number;
}

function readJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new HttpError(400, 'malformed', 'The body is not JSON');
  }
}

function perform(
  server: WalletServer,
  tx: Queryable,
  providerId: string,
  operation: string,
  payload: unknown,
): Promise<object> {
  switch (parseInput(walletOperationSchema, operation, 'operation')) {
    case 'authenticate':
      return authenticate(tx, providerId, parseInput(walletAuthenticateSchema, payload, 'body'));
    case 'balance':
      return balance(tx, providerId, parseInput(walletBalanceSchema, payload, 'body'));
    case 'debit':
      return debit(tx, providerId, parseInput(walletDebitSchema, payload, 'body'));
    case 'credit':
      return credit(tx, providerId, parseInput(walletCreditSchema, payload, 'body'));
    case 'rollback':
      return rollback(tx, providerId, parseInput(walletRollbackSchema, payload, 'body'), server.log);
  }
}

/**
 * One call of the seamless wallet, whoever carries it (HTTP or a provider in this process): checks that the
 * named provider signed this very body recently, then runs the operation in one transaction. A refusal is the
 * platform's error body with its named code; nothing is written by a refused call.
 */
export async function handleWalletCall(server: WalletServer, request: WalletRequest): Promise<WalletResponse> {
  try {
    const providerId = request.headers[WALLET_PROVIDER_HEADER] ?? '';
    const secret = server.secretOf(providerId);
    if (secret === null) throw new HttpError(401, 'unknown_provider', 'No such provider');
    const nowSeconds = server.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
    const problem = walletSignatureProblem(secret, request.headers[WALLET_SIGNATURE_HEADER], request.body, nowSeconds);
    if (problem) {
      server.log.warn({ providerId, operation: request.operation, problem }, 'casino wallet call refused');
      throw new HttpError(401, problem, 'The call is not signed by the provider, or not recently');
    }
    const payload = readJson(request.body);
    const answer = await server.db.transaction<object>((tx) =>
      perform(server, tx, providerId, request.operation, payload),
    );
    return { statusCode: 200, body: answer };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { statusCode: error.statusCode, body: errorBody(error.code, error.message, error.issues, error.facts) };
  }
}
