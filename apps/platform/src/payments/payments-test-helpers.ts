import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { bettingTestAppOfFile } from '../betting/betting-test-helpers';
import { TEST_SESSION_SECRET, XHR } from '../testing/test-app';
import { deliverDueWebhooks } from './local-provider/local-deliveries';
import { injectWebhook } from './payment-sweeps';
import { paymentsEnv } from './payments-env';
import { SIGNATURE_HEADER, signWebhook } from './webhook-signature';

/** The webhook secret of the test platform (derived from its session secret). */
export const WEBHOOK_SECRET = paymentsEnv({ nodeEnv: 'test', sessionSecret: TEST_SESSION_SECRET }).webhookSecret;

/** The platform of a test file, started before its tests and closed after them. */
export const paymentsAppOfFile = () => bettingTestAppOfFile();

let playerCounter = 0;

export async function createPayer(
  db: Database,
  options: { balance?: string; isVerified?: boolean; currencyId?: number } = {},
): Promise<{ userId: number; cookie: string; accountId: number }> {
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `payer${++playerCounter}`,
    password: 'payer-pass-1',
    openingBalance: options.balance ?? '0',
    isVerified: options.isVerified ?? true,
    currencyId: options.currencyId,
  });
  const [account] = await db.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [userId]);
  if (!account) throw new Error('The payer has no main account');
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}`, accountId: account.id };
}

export const paymentBody = (fields: Record<string, unknown> = {}) => ({
  methodCode: 'card',
  amount: '500',
  requestId: randomUUID(),
  language: 'en',
  ...fields,
});

export function postDeposit(app: FastifyInstance, cookie: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/web-api/payments/deposits',
    headers: { ...XHR, cookie },
    payload: body as object,
  });
}

export function postWithdrawal(app: FastifyInstance, cookie: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/web-api/payments/withdrawals',
    headers: { ...XHR, cookie },
    payload: body as object,
  });
}

/** The payer's decision on the test provider's checkout page; answers the redirect back to the site. */
export function decideAtCheckout(app: FastifyInstance, redirectUrl: string, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: redirectUrl,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

/** Sends every due webhook of the local provider, as its sweep does. */
export const deliverWebhooks = (app: FastifyInstance, db: Database) =>
  deliverDueWebhooks(db, WEBHOOK_SECRET, injectWebhook(app));

/** Makes every queued webhook due now (as if its delay or retry pause had passed). */
export const hurryWebhooks = (db: Database) =>
  db.query('update local_provider_deliveries set next_attempt_at = now() where delivered_at is null');

export function sendWebhook(
  app: FastifyInstance,
  body: string,
  signature = signWebhook(WEBHOOK_SECRET, body, Math.floor(Date.now() / 1000)),
) {
  return app.inject({
    method: 'POST',
    url: '/payments-api/webhooks/local',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

export async function balanceOf(db: Database, accountId: number): Promise<string> {
  const [row] = await db.query<{ money: string }>('select money::text as money from accounts where id = $1', [
    accountId,
  ]);
  return row?.money ?? 'none';
}

export async function paymentStatus(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db.query<{ status: string }>('select status from payments where id = $1::bigint', [id]);
  return row?.status;
}

/** A deposit opened at the provider, with its checkout page. */
export async function openDeposit(app: FastifyInstance, cookie: string, fields: Record<string, unknown> = {}) {
  const response = await postDeposit(app, cookie, paymentBody(fields));
  if (response.statusCode !== 201) throw new Error(`The deposit was refused: ${response.body}`);
  const answer = response.json<{ payment: { id: string }; redirectUrl: string }>();
  return { id: answer.payment.id, redirectUrl: answer.redirectUrl };
}

/** A completed deposit: paid with a test card and its webhooks delivered. */
export async function completeDeposit(
  app: FastifyInstance,
  db: Database,
  cookie: string,
  amount = '500',
  methodCode = 'card',
) {
  const deposit = await openDeposit(app, cookie, { amount, methodCode });
  await decideAtCheckout(app, deposit.redirectUrl, {
    decision: 'approve',
    cardNumber: '4242424242424242',
    expiry: '12/39',
  });
  await deliverWebhooks(app, db);
  return deposit.id;
}
