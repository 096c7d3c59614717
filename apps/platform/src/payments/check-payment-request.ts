import type { PaymentDirection, PaymentMethod, PaymentRequestBody } from '@betfront/contract/payments';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { feeCents, fromCents, playerAmountCents, toCents } from './payment-amount';
import { findPaymentMethod } from './payment-methods-repository';

const BONUS_ACCOUNT_TYPE = 4;

export interface CheckedPaymentRequest {
  accountId: number;
  currencyIso: string;
  method: PaymentMethod;
  amount: string;
  fee: string;
}

async function payableAccount(db: Queryable, userId: number, accountId: number | undefined) {
  const rows = await db.query<{ id: number; type: number; currencyIso: string }>(
    `select a.id, a.type, c.iso as "currencyIso" from accounts a join currencies c on c.id = a.currency_id
     where a.user_id = $1 and (a.id = $2 or ($2::int is null and a.type = 0))`,
    [userId, accountId ?? null],
  );
  const account = rows[0];
  if (!account) throw new HttpError(404, 'account_not_found', `You have no account ${accountId ?? ''}`.trim());
  if (account.type === BONUS_ACCOUNT_TYPE) {
    throw new HttpError(400, 'account_not_payable', 'Money is not paid into or out of a bonus account');
  }
  return account;
}

/**
 * The account, method, amount and fee of a deposit or withdrawal request, each checked: a named 4xx for an
 * account that is not the player's, a method closed in the account's currency, or an amount that is not
 * positive, has more decimals than the ledger keeps or lies outside the method's limits.
 */
export async function checkPaymentRequest(
  db: Queryable,
  userId: number,
  direction: PaymentDirection,
  body: PaymentRequestBody,
): Promise<CheckedPaymentRequest> {
  const amountCents = playerAmountCents(body.amount);
  const account = await payableAccount(db, userId, body.accountId);
  const method = await findPaymentMethod(db, account.currencyIso, direction, body.methodCode);
  if (!method) {
    throw new HttpError(
      400,
      'method_unavailable',
      `The method ${body.methodCode} does not take ${account.currencyIso}`,
    );
  }
  if (amountCents < toCents(method.minAmount)) {
    throw new HttpError(400, 'amount_below_minimum', `The method takes at least ${method.minAmount}`);
  }
  if (amountCents > toCents(method.maxAmount)) {
    throw new HttpError(400, 'amount_above_maximum', `The method takes at most ${method.maxAmount}`);
  }
  const fee = feeCents(amountCents, method.feePercent, method.feeFixed);
  if (fee >= amountCents) {
    throw new HttpError(400, 'amount_below_minimum', 'The amount does not cover the method fee');
  }
  return {
    accountId: account.id,
    currencyIso: account.currencyIso,
    method,
    amount: fromCents(amountCents),
    fee: fromCents(fee),
  };
}

/** A request id sent again must describe the same payment; otherwise it is a client's mistake. */
export function assertSameRequest(
  existing: { direction: PaymentDirection; methodCode: string; amount: string },
  direction: PaymentDirection,
  body: PaymentRequestBody,
): void {
  const isSame =
    existing.direction === direction &&
    existing.methodCode === body.methodCode &&
    toCents(existing.amount) === playerAmountCents(body.amount);
  if (!isSame) throw new HttpError(409, 'request_id_reused', 'This request id was used for another payment');
}
