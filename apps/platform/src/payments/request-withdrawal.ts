import type { Payment, PaymentRequestBody } from '@betfront/contract/payments';
import { assertNoBonusWagering } from '../bonuses/withdrawal-rule';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { passMoneyGate } from '../money-gate/money-gate';
import { toCents } from './payment-amount';
import { depositedMethodCodes } from './payment-methods-repository';
import type { PaymentSettings } from './payment-settings';
import { readPaymentSettings } from './payment-settings';
import type { CheckedPaymentRequest } from './check-payment-request';
import { assertSameRequest, checkPaymentRequest } from './check-payment-request';
import {
  findPayment,
  findPaymentByRequest,
  insertPayment,
  publicPayment,
  setPaymentStatus,
} from './payments-repository';
import { holdWithdrawal } from './withdrawal-ledger';

export interface WithdrawalRequest {
  userId: number;
  body: PaymentRequestBody;
  countryCode: string | null;
  provider: string;
}

class DuplicateRequest extends Error {}

async function assertMayWithdraw(
  tx: Queryable,
  userId: number,
  settings: PaymentSettings,
  checked: CheckedPaymentRequest,
) {
  if (settings.isIdentificationRequiredForWithdrawal) {
    const [user] = await tx.query<{ isVerified: boolean }>(
      'select is_verified as "isVerified" from users where id = $1',
      [userId],
    );
    if (!user?.isVerified) throw new HttpError(403, 'identification_required', 'Pass identification to withdraw');
  }
  if (settings.withdrawalMethodRule === 'deposited') {
    const deposited = await depositedMethodCodes(tx, userId, checked.currencyIso);
    if (!deposited.includes(checked.method.code)) {
      throw new HttpError(403, 'method_not_deposited', 'Withdraw to a method you have deposited with');
    }
  }
}

const isAutoApproved = (settings: PaymentSettings, checked: CheckedPaymentRequest): boolean => {
  const upTo = settings.withdrawalAutoApproveUpTo[checked.currencyIso];
  return upTo !== undefined && toCents(checked.amount) <= toCents(upTo);
};

/**
 * A withdrawal: checked against its method, the operator's rules and the money gate, its amount held in the
 * ledger at once, pending an operator's decision (or approved at once up to the auto-approve amount). A request
 * id sent again answers the same withdrawal.
 */
export async function requestWithdrawal(db: Database, request: WithdrawalRequest): Promise<Payment> {
  const { userId, body } = request;
  const existing = await findPaymentByRequest(db, userId, body.requestId);
  if (existing) {
    assertSameRequest(existing, 'withdrawal', body);
    return publicPayment(existing);
  }
  const checked = await checkPaymentRequest(db, userId, 'withdrawal', body);
  const settings = await readPaymentSettings(db);
  try {
    const id = await db.transaction(async (tx) => {
      await passMoneyGate(tx, {
        userId,
        accountId: checked.accountId,
        purpose: 'withdrawal',
        countryCode: request.countryCode,
        amount: checked.amount,
      });
      await assertMayWithdraw(tx, userId, settings, checked);
      await assertNoBonusWagering(tx, userId);
      const inserted = await insertPayment(tx, {
        userId,
        accountId: checked.accountId,
        direction: 'withdrawal',
        methodCode: checked.method.code,
        currencyIso: checked.currencyIso,
        amount: checked.amount,
        fee: checked.fee,
        status: 'pending',
        provider: request.provider,
        requestId: body.requestId,
        language: body.language ?? 'ru',
      });
      if (inserted === null) throw new DuplicateRequest();
      const hold = await holdWithdrawal(tx, { id: inserted, userId, ...checked });
      if (hold.status === 'insufficient') {
        throw new HttpError(409, 'insufficient_balance', `The account holds only ${hold.balance}`);
      }
      if (isAutoApproved(settings, checked)) await setPaymentStatus(tx, inserted, 'approved', 'approved automatically');
      return inserted;
    });
    const payment = await findPayment(db, id);
    if (!payment) throw new Error(`The payment ${id} vanished`);
    return publicPayment(payment);
  } catch (error) {
    if (!(error instanceof DuplicateRequest)) throw error;
    const twin = await findPaymentByRequest(db, userId, body.requestId);
    if (!twin) throw new Error('A duplicate withdrawal request left no payment');
    return publicPayment(twin);
  }
}
