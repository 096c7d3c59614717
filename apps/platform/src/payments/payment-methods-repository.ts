import type { PaymentDirection, PaymentMethod } from '@betfront/contract/payments';
import type { Queryable } from '../db/database';

const METHOD_COLUMNS = `code, kind, currency_iso as "currencyIso", min_amount::text as "minAmount",
  max_amount::text as "maxAmount", fee_percent::text as "feePercent", fee_fixed::text as "feeFixed",
  processing_minutes as "processingMinutes"`;

const ENABLED_FOR = `case $2::text when 'deposit' then is_deposit_enabled else is_withdrawal_enabled end`;

/** The methods open in a currency for deposits or withdrawals, in the operator's order. */
export function listPaymentMethods(
  db: Queryable,
  currencyIso: string,
  direction: PaymentDirection,
): Promise<PaymentMethod[]> {
  return db.query<PaymentMethod>(
    `select ${METHOD_COLUMNS} from payment_methods where currency_iso = $1 and ${ENABLED_FOR}
     order by position, code`,
    [currencyIso, direction],
  );
}

export async function findPaymentMethod(
  db: Queryable,
  currencyIso: string,
  direction: PaymentDirection,
  code: string,
): Promise<PaymentMethod | null> {
  const rows = await db.query<PaymentMethod>(
    `select ${METHOD_COLUMNS} from payment_methods where currency_iso = $1 and ${ENABLED_FOR} and code = $3`,
    [currencyIso, direction, code],
  );
  return rows[0] ?? null;
}

/** The codes of the methods the player has completed a deposit with, in a currency. */
export async function depositedMethodCodes(db: Queryable, userId: number, currencyIso: string): Promise<string[]> {
  const rows = await db.query<{ code: string }>(
    `select distinct method_code as code from payments
     where user_id = $1 and currency_iso = $2 and direction = 'deposit' and status = 'completed'`,
    [userId, currencyIso],
  );
  return rows.map((row) => row.code);
}
