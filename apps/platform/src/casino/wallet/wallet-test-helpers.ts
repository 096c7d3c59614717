import { casinoLaunchAnswerSchema } from '@betfront/contract/casino-wallet';
import type { FastifyInstance } from 'fastify';
import { HOUSE_PROVIDER_ID } from '../../casino-house/house-provider';
import { TEST_SESSION_SECRET, XHR } from '../../testing/test-app';
import { signWalletCall, WALLET_PROVIDER_HEADER, WALLET_SIGNATURE_HEADER } from '../wallet-contract/wallet-signature';
import { casinoProviderSecret } from './provider-secret';
import { WALLET_API_PREFIX } from './wallet-routes';

/** Fruit Reels, the house's slot. */
export const SLOT_GAME = '101';
export const houseSecret = () => casinoProviderSecret(TEST_SESSION_SECRET, HOUSE_PROVIDER_ID);
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** POST /web-api/casino/launch as the cookie's player (or a visitor); the launch token of the answer. */
export async function launchToken(
  app: FastifyInstance,
  cookie: string | null,
  body: { gameId?: string; mode: 'demo' | 'real' },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/web-api/casino/launch',
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: { gameId: SLOT_GAME, language: 'en', ...body },
  });
  if (response.statusCode !== 200) throw new Error(`Launch failed: ${response.body}`);
  const { url } = casinoLaunchAnswerSchema.parse(response.json());
  const token = new URL(url, 'http://localhost').searchParams.get('token');
  if (!token) throw new Error(`No token in ${url}`);
  return token;
}

/** A wallet call as a provider sends it over HTTP, signed with the house's secret unless told otherwise. */
export function walletCall(
  app: FastifyInstance,
  operation: string,
  payload: object,
  options: { secret?: string; signedAt?: number; provider?: string } = {},
) {
  const body = JSON.stringify(payload);
  return app.inject({
    method: 'POST',
    url: `${WALLET_API_PREFIX}/${operation}`,
    headers: {
      'content-type': 'application/json',
      [WALLET_PROVIDER_HEADER]: options.provider ?? HOUSE_PROVIDER_ID,
      [WALLET_SIGNATURE_HEADER]: signWalletCall(
        options.secret ?? houseSecret(),
        body,
        options.signedAt ?? nowSeconds(),
      ),
    },
    payload: body,
  });
}

/** A real-money token the provider has authenticated. */
export async function authenticatedToken(app: FastifyInstance, cookie: string): Promise<string> {
  const token = await launchToken(app, cookie, { mode: 'real' });
  const response = await walletCall(app, 'authenticate', { token });
  if (response.statusCode !== 200) throw new Error(`Authenticate failed: ${response.body}`);
  return token;
}

export const errorCode = (response: { json(): unknown }) =>
  (response.json() as { error?: { code?: string } }).error?.code;

/** A bet of the round, its transaction id the round's and the part (`bet` unless told). */
export const bet = (app: FastifyInstance, token: string, roundId: string, amount: string, part = 'bet') =>
  walletCall(app, 'debit', { token, gameId: SLOT_GAME, roundId, transactionId: `${roundId}:${part}`, amount });

/** One finished slot round of the cookie's player: the stake, then the win (0.00 for a lost round). */
export async function playSlotRound(
  app: FastifyInstance,
  cookie: string,
  round: { id: string; stake: string; win: string },
): Promise<void> {
  const token = await authenticatedToken(app, cookie);
  const placed = await bet(app, token, round.id, round.stake);
  if (placed.statusCode !== 200) throw new Error(`Bet failed: ${placed.body}`);
  const credit = await walletCall(app, 'credit', {
    roundId: round.id,
    transactionId: `${round.id}:win`,
    amount: round.win,
    isFinal: true,
  });
  if (credit.statusCode !== 200) throw new Error(`Credit failed: ${credit.body}`);
}
