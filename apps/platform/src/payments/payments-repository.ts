import type { Payment, PaymentDirection, PaymentStatus } from '@betfront/contract/payments';
import type { Queryable } from '../db/database';

export interface NewPayment {
  userId: number;
  accountId: number;
  direction: PaymentDirection;
  methodCode: string;
  currencyIso: string;
  amount: string;
  fee: string;
  status: PaymentStatus;
  provider: string;
  requestId: string;
  language: string;
}

/** A payment with what the platform needs to act on it. */
export interface PaymentRecord extends Payment {
  userId: number;
  provider: string;
  providerTxId: string | null;
  redirectUrl: string | null;
  language: string;
  requestId: string;
}

interface PaymentRow extends Omit<PaymentRecord, 'createdAt' | 'updatedAt'> {
  createdAt: Date | string;
  updatedAt: Date | string;
}

const PAYMENT_COLUMNS = `p.id::text as id, p.direction, p.status, p.method_code as "methodCode", m.kind as "methodKind",
  p.account_id as "accountId", p.currency_iso as "currencyIso", p.amount::text as amount, p.fee::text as fee,
  (p.amount - p.fee)::text as "netAmount", p.created_at as "createdAt", p.updated_at as "updatedAt",
  p.user_id as "userId", p.provider, p.provider_tx_id as "providerTxId", p.redirect_url as "redirectUrl",
  p.language, p.request_id as "requestId"`;
const PAYMENT_FROM = `payments p left join payment_methods m on m.code = p.method_code and m.currency_iso = p.currency_iso`;

const toRecord = (row: PaymentRow): PaymentRecord => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** What the player sees of a payment. */
export const publicPayment = (record: PaymentRecord): Payment => ({
  id: record.id,
  direction: record.direction,
  status: record.status,
  methodCode: record.methodCode,
  methodKind: record.methodKind,
  accountId: record.accountId,
  currencyIso: record.currencyIso,
  amount: record.amount,
  fee: record.fee,
  netAmount: record.netAmount,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
});

/** The new payment's id, or null when the player already sent this request id (nothing is written then). */
export async function insertPayment(tx: Queryable, payment: NewPayment): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into payments (user_id, account_id, direction, method_code, currency_iso, amount, fee, status, provider,
       request_id, language)
     values ($1, $2, $3, $4, $5, $6::numeric, $7::numeric, $8, $9, $10, $11)
     on conflict (user_id, request_id) do nothing returning id::text as id`,
    [
      payment.userId,
      payment.accountId,
      payment.direction,
      payment.methodCode,
      payment.currencyIso,
      payment.amount,
      payment.fee,
      payment.status,
      payment.provider,
      payment.requestId,
      payment.language,
    ],
  );
  return rows[0]?.id ?? null;
}

export async function findPayment(db: Queryable, id: string): Promise<PaymentRecord | null> {
  const rows = await db.query<PaymentRow>(`select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = $1::bigint`, [
    id,
  ]);
  return rows[0] ? toRecord(rows[0]) : null;
}

/** The payment, row-locked for the rest of the transaction: its state changes one decision at a time. */
export async function lockPayment(tx: Queryable, id: string): Promise<PaymentRecord | null> {
  const rows = await tx.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.id = $1::bigint for update of p`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function findPaymentByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<PaymentRecord | null> {
  const rows = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} where p.user_id = $1 and p.request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

export async function setPaymentStatus(tx: Queryable, id: string, status: PaymentStatus, note?: string): Promise<void> {
  await tx.query(
    'update payments set status = $2, note = coalesce($3, note), updated_at = now() where id = $1::bigint',
    [id, status, note ?? null],
  );
}

export async function recordProviderTransaction(
  db: Queryable,
  id: string,
  transactionId: string,
  redirectUrl: string | null,
): Promise<void> {
  await db.query(
    `update payments set provider_tx_id = $2, redirect_url = coalesce($3, redirect_url), updated_at = now()
     where id = $1::bigint`,
    [id, transactionId, redirectUrl],
  );
}

export interface PaymentsFilter {
  userId: number;
  direction?: PaymentDirection;
  status?: PaymentStatus;
  from?: string;
  to?: string;
}

const MATCHING = `where p.user_id = $1 and ($2::text is null or p.direction = $2) and ($3::text is null or p.status = $3)
  and ($4::date is null or p.created_at >= $4::date) and ($5::date is null or p.created_at < $5::date + 1)`;

const filterParams = (filter: PaymentsFilter) => [
  filter.userId,
  filter.direction ?? null,
  filter.status ?? null,
  filter.from ?? null,
  filter.to ?? null,
];

/** The player's payments, newest first, a page at a time. */
export async function listPayments(
  db: Queryable,
  filter: PaymentsFilter,
  page: { offset: number; limit: number },
): Promise<PaymentRecord[]> {
  const rows = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from ${PAYMENT_FROM} ${MATCHING} order by p.id desc limit $6 offset $7`,
    [...filterParams(filter), page.limit, page.offset],
  );
  return rows.map(toRecord);
}

export async function countPayments(db: Queryable, filter: PaymentsFilter): Promise<number> {
  const rows = await db.query<{ total: number }>(
    `select count(*)::int as total from payments p ${MATCHING}`,
    filterParams(filter),
  );
  return rows[0]?.total ?? 0;
}
