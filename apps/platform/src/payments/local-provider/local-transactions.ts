import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ProviderPayment, ReturnUrls } from '../payment-provider';

export type LocalStatus = 'open' | 'pending' | 'approved' | 'declined' | 'cancelled' | 'paid';

export interface LocalTransaction {
  id: string;
  paymentId: string;
  direction: 'deposit' | 'withdrawal';
  methodKind: string;
  amount: string;
  currencyIso: string;
  status: LocalStatus;
  returnUrls: ReturnUrls;
}

const COLUMNS = `id, payment_id::text as "paymentId", direction, method_kind as "methodKind", amount::text as amount,
  currency_iso as "currencyIso", status, return_urls as "returnUrls"`;

/** The provider's transaction for a payment, opened once: asking again answers the same one. */
export async function openLocalTransaction(
  db: Queryable,
  payment: ProviderPayment,
  status: LocalStatus,
  returnUrls: ReturnUrls | null,
): Promise<LocalTransaction> {
  const rows = await db.query<LocalTransaction>(
    `insert into local_provider_transactions (id, payment_id, direction, method_kind, amount, currency_iso, status,
       return_urls)
     values ($1, $2::bigint, $3, $4, $5::numeric, $6, $7, $8::jsonb)
     on conflict (payment_id, direction) do update set id = local_provider_transactions.id returning ${COLUMNS}`,
    [
      `lp_${randomBytes(12).toString('hex')}`,
      payment.paymentId,
      payment.direction,
      payment.methodKind,
      payment.amount,
      payment.currencyIso,
      status,
      JSON.stringify(returnUrls ?? {}),
    ],
  );
  const [transaction] = rows;
  if (!transaction) throw new Error(`No local transaction for payment ${payment.paymentId}`);
  return transaction;
}

export async function findLocalTransaction(db: Queryable, id: string): Promise<LocalTransaction | null> {
  const rows = await db.query<LocalTransaction>(`select ${COLUMNS} from local_provider_transactions where id = $1`, [
    id,
  ]);
  return rows[0] ?? null;
}

/** Moves a transaction on from one of the given states; false when it was no longer in them. */
export async function moveLocalTransaction(
  db: Queryable,
  id: string,
  from: readonly LocalStatus[],
  to: LocalStatus,
): Promise<boolean> {
  const rows = await db.query(
    'update local_provider_transactions set status = $3 where id = $1 and status = any($2::text[]) returning id',
    [id, [...from], to],
  );
  return rows.length > 0;
}

/** The deposits waiting on the provider (left pending), newest first, for the test page's later decisions. */
export function listWaitingLocalTransactions(db: Queryable): Promise<LocalTransaction[]> {
  return db.query<LocalTransaction>(
    `select ${COLUMNS} from local_provider_transactions where status in ('open', 'pending') and direction = 'deposit'
     order by created_at desc limit 50`,
  );
}
