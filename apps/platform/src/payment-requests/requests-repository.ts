import type { PaymentRequest, PaymentRequestMessage, PaymentRequestStatus } from '@betfront/contract/payment-requests';
import type { Queryable } from '../db/database';
import { findPayment, publicPayment } from '../payments/payments-repository';
import { topicNameColumn } from './topics-repository';

interface RequestRow {
  id: string;
  userId: number;
  topicId: number;
  subTopicId: number;
  subject: string;
  status: PaymentRequestStatus;
  paymentId: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

const requestColumns = (lng: string) => `r.id::text as id, r.user_id as "userId", r.topic_id as "topicId",
  r.sub_topic_id as "subTopicId", t.${topicNameColumn(lng)} as subject, r.status, r.payment_id::text as "paymentId",
  r.created_at as "createdAt", r.updated_at as "updatedAt"`;
const FROM = 'payment_requests r join payment_request_topics t on t.id = r.sub_topic_id';

async function withThread(db: Queryable, row: RequestRow): Promise<PaymentRequest & { userId: number }> {
  const messages = await db.query<Omit<PaymentRequestMessage, 'createdAt'> & { createdAt: Date | string }>(
    `select author, body, created_at as "createdAt" from payment_request_messages where request_id = $1::bigint
     order by id`,
    [row.id],
  );
  const payment = row.paymentId ? await findPayment(db, row.paymentId) : null;
  return {
    id: row.id,
    userId: row.userId,
    topicId: row.topicId,
    subTopicId: row.subTopicId,
    subject: row.subject,
    status: row.status,
    payment: payment ? publicPayment(payment) : null,
    messages: messages.map((message) => ({ ...message, createdAt: iso(message.createdAt) })),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface NewRequest {
  userId: number;
  topicId: number;
  subTopicId: number;
  paymentId: string | null;
  requestId: string;
}

/** The new request's id; null when the player already sent this request id (nothing is written then). */
export async function insertRequest(tx: Queryable, request: NewRequest): Promise<string | null> {
  const rows = await tx.query<{ id: string }>(
    `insert into payment_requests (user_id, topic_id, sub_topic_id, payment_id, status, request_id)
     values ($1, $2, $3, $4::bigint, 'open', $5) on conflict (user_id, request_id) do nothing returning id::text as id`,
    [request.userId, request.topicId, request.subTopicId, request.paymentId, request.requestId],
  );
  return rows[0]?.id ?? null;
}

/** Adds a message to the thread and sets the status it leaves the request in. */
export async function addMessage(
  tx: Queryable,
  requestId: string,
  author: 'player' | 'operator',
  body: string,
  status: PaymentRequestStatus,
): Promise<void> {
  await tx.query('insert into payment_request_messages (request_id, author, body) values ($1::bigint, $2, $3)', [
    requestId,
    author,
    body,
  ]);
  await tx.query('update payment_requests set status = $2, updated_at = now() where id = $1::bigint', [
    requestId,
    status,
  ]);
}

export async function findRequest(
  db: Queryable,
  id: string,
  lng: string,
): Promise<(PaymentRequest & { userId: number }) | null> {
  const rows = await db.query<RequestRow>(`select ${requestColumns(lng)} from ${FROM} where r.id = $1::bigint`, [id]);
  return rows[0] ? withThread(db, rows[0]) : null;
}

export async function findRequestByClientId(db: Queryable, userId: number, requestId: string, lng: string) {
  const rows = await db.query<RequestRow>(
    `select ${requestColumns(lng)} from ${FROM} where r.user_id = $1 and r.request_id = $2`,
    [userId, requestId],
  );
  return rows[0] ? withThread(db, rows[0]) : null;
}

/** A player's requests (or, without a player, everyone's in a status), newest first, with their threads. */
export async function listRequests(
  db: Queryable,
  filter: { userId?: number; status?: PaymentRequestStatus },
  lng: string,
): Promise<(PaymentRequest & { userId: number })[]> {
  const rows = await db.query<RequestRow>(
    `select ${requestColumns(lng)} from ${FROM}
     where ($1::int is null or r.user_id = $1) and ($2::text is null or r.status = $2) order by r.id desc limit 100`,
    [filter.userId ?? null, filter.status ?? null],
  );
  return Promise.all(rows.map((row) => withThread(db, row)));
}
