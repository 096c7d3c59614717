import type { DepositAnswer, PaymentRequestBody } from '@betfront/contract/payments';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { passMoneyGate } from '../money-gate/money-gate';
import { assertSameRequest, checkPaymentRequest } from './check-payment-request';
import type { PaymentProvider, ReturnUrls } from './payment-provider';
import type { PaymentRecord } from './payments-repository';
import {
  findPayment,
  findPaymentByRequest,
  insertPayment,
  publicPayment,
  recordProviderTransaction,
  setPaymentStatus,
} from './payments-repository';

export interface DepositRequest {
  userId: number;
  body: PaymentRequestBody;
  countryCode: string | null;
  /** Where the player comes back to from the provider, for a payment id. */
  returnUrlsOf(paymentId: string): ReturnUrls;
}

/** A double click's second request waits this long for the first to reach the provider. */
const TWIN_WAIT_MS = 3000;
const TWIN_POLL_MS = 100;

async function answerOf(db: Database, userId: number, requestId: string): Promise<DepositAnswer> {
  for (let waited = 0; waited <= TWIN_WAIT_MS; waited += TWIN_POLL_MS) {
    const payment = await findPaymentByRequest(db, userId, requestId);
    if (payment?.redirectUrl) return { payment: publicPayment(payment), redirectUrl: payment.redirectUrl };
    if (payment?.status === 'declined') break;
    await new Promise((resolve) => setTimeout(resolve, TWIN_POLL_MS));
  }
  throw new HttpError(409, 'payment_not_started', 'This deposit could not be started; try again');
}

async function startAtProvider(db: Database, provider: PaymentProvider, payment: PaymentRecord, urls: ReturnUrls) {
  try {
    const started = await provider.startDeposit(
      {
        paymentId: payment.id,
        direction: 'deposit',
        methodCode: payment.methodCode,
        methodKind: payment.methodKind ?? 'card',
        amount: payment.amount,
        currencyIso: payment.currencyIso,
      },
      urls,
    );
    await recordProviderTransaction(db, payment.id, started.transactionId, started.redirectUrl);
    return started.redirectUrl;
  } catch (error) {
    await setPaymentStatus(db, payment.id, 'declined', `the provider did not start it: ${String(error)}`);
    throw new HttpError(502, 'provider_unavailable', 'The payment provider is not answering; try again later');
  }
}

/**
 * Creates a deposit checked against its method and the money gate (which weighs the player's deposit limits),
 * then opens it at the provider. A request id sent again answers the same payment: a double click pays once.
 */
export async function createDeposit(
  db: Database,
  provider: PaymentProvider,
  request: DepositRequest,
): Promise<DepositAnswer> {
  const { userId, body } = request;
  const existing = await findPaymentByRequest(db, userId, body.requestId);
  if (existing) {
    assertSameRequest(existing, 'deposit', body);
    return answerOf(db, userId, body.requestId);
  }
  const checked = await checkPaymentRequest(db, userId, 'deposit', body);
  const id = await db.transaction(async (tx) => {
    await passMoneyGate(tx, {
      userId,
      accountId: checked.accountId,
      purpose: 'deposit',
      countryCode: request.countryCode,
      amount: checked.amount,
    });
    return insertPayment(tx, {
      userId,
      accountId: checked.accountId,
      direction: 'deposit',
      methodCode: checked.method.code,
      currencyIso: checked.currencyIso,
      amount: checked.amount,
      fee: checked.fee,
      status: 'created',
      provider: provider.name,
      requestId: body.requestId,
      language: body.language ?? 'ru',
    });
  });
  if (id === null) return answerOf(db, userId, body.requestId);
  const payment = await findPayment(db, id);
  if (!payment) throw new Error(`The payment ${id} vanished`);
  const redirectUrl = await startAtProvider(db, provider, payment, request.returnUrlsOf(id));
  return { payment: publicPayment((await findPayment(db, id)) ?? payment), redirectUrl };
}
