import type {
  WalletAuthenticateCall,
  WalletBalanceAnswer,
  WalletBalanceCall,
  WalletCreditCall,
  WalletDebitCall,
  WalletMoveAnswer,
  WalletOperation,
  WalletPlayer,
  WalletRollbackCall,
} from '@betfront/contract/casino-wallet';
import {
  walletBalanceAnswerSchema,
  walletMoveAnswerSchema,
  walletPlayerSchema,
} from '@betfront/contract/casino-wallet';
import { errorBodySchema } from '@betfront/contract/error';
import { signWalletCall, WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER } from './wallet-signature';

export interface WalletRequest {
  /** One of the contract's operations; a caller over HTTP may name any, and is refused. */
  operation: string;
  body: string;
  headers: Record<string, string>;
}

export interface WalletResponse {
  statusCode: number;
  body: unknown;
}

/** How a provider's calls reach the wallet: HTTP for a provider elsewhere, a direct call for one in-process. */
export type WalletTransport = (request: WalletRequest) => Promise<WalletResponse>;

/** The wallet said no: its named code (`insufficient_funds`, `player_banned`, `round_not_found`…) and status. */
export class WalletRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'WalletRefusal';
  }
}

/** Everything a provider may ask the platform: the seamless wallet contract. */
export interface WalletClient {
  authenticate(call: WalletAuthenticateCall): Promise<WalletPlayer>;
  balance(call: WalletBalanceCall): Promise<WalletBalanceAnswer>;
  debit(call: WalletDebitCall): Promise<WalletMoveAnswer>;
  credit(call: WalletCreditCall): Promise<WalletMoveAnswer>;
  rollback(call: WalletRollbackCall): Promise<WalletMoveAnswer>;
}

export interface WalletClientOptions {
  providerId: string;
  secret: string;
  transport: WalletTransport;
  nowSeconds?: () => number;
}

/** A provider's side of the contract: signs each call with its secret and checks each answer's shape. */
export function createWalletClient(options: WalletClientOptions): WalletClient {
  const now = options.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  async function call<T>(operation: WalletOperation, payload: object, parse: (body: unknown) => T): Promise<T> {
    const body = JSON.stringify(payload);
    const response = await options.transport({
      operation,
      body,
      headers: {
        'content-type': 'application/json',
        [WALLET_PROVIDER_HEADER]: options.providerId,
        [WALLET_SIGNATURE_HEADER]: signWalletCall(options.secret, body, now()),
      },
    });
    if (response.statusCode !== 200) {
      const refusal = errorBodySchema.safeParse(response.body);
      const { code, message } = refusal.success
        ? refusal.data.error
        : { code: 'wallet_unavailable', message: `The wallet answered ${response.statusCode}` };
      throw new WalletRefusal(response.statusCode, code, message);
    }
    return parse(response.body);
  }
  return {
    authenticate: (payload) => call('authenticate', payload, (body) => walletPlayerSchema.parse(body)),
    balance: (payload) => call('balance', payload, (body) => walletBalanceAnswerSchema.parse(body)),
    debit: (payload) => call('debit', payload, (body) => walletMoveAnswerSchema.parse(body)),
    credit: (payload) => call('credit', payload, (body) => walletMoveAnswerSchema.parse(body)),
    rollback: (payload) => call('rollback', payload, (body) => walletMoveAnswerSchema.parse(body)),
  };
}
