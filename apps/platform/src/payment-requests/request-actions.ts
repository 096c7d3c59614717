import type { NewPaymentRequest, PaymentRequest, PaymentRequestStatus } from '@betfront/contract/payment-requests';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { findPayment } from '../payments/payments-repository';
import { addMessage, findRequest, findRequestByClientId, insertRequest } from './requests-repository';
import { subTopicDirection } from './topics-repository';

const publicRequest = ({ userId: _owner, ...request }: PaymentRequest & { userId: number }): PaymentRequest => request;

/** The payment a request attaches: the player's own, of the topic's direction; none where the topic takes none. */
async function checkedPaymentId(db: Queryable, userId: number, body: NewPaymentRequest): Promise<string | null> {
  const direction = await subTopicDirection(db, body.topicId, body.subTopicId);
  if (direction === undefined) {
    throw new HttpError(400, 'topic_not_found', `There is no sub-topic ${body.subTopicId} under topic ${body.topicId}`);
  }
  if (body.paymentId === undefined) return null;
  const payment = await findPayment(db, body.paymentId);
  if (!payment || payment.userId !== userId) {
    throw new HttpError(404, 'payment_not_found', `You have no payment ${body.paymentId}`);
  }
  if (payment.direction !== direction) {
    throw new HttpError(400, 'payment_not_of_topic', 'This payment does not belong to the topic');
  }
  return payment.id;
}

/** A new request with its first message; the same request id sent again answers the same request. */
export async function openPaymentRequest(
  db: Database,
  userId: number,
  body: NewPaymentRequest,
  lng: string,
): Promise<PaymentRequest> {
  const paymentId = await checkedPaymentId(db, userId, body);
  const id = await db.transaction(async (tx) => {
    const inserted = await insertRequest(tx, {
      userId,
      topicId: body.topicId,
      subTopicId: body.subTopicId,
      paymentId,
      requestId: body.requestId,
    });
    if (inserted !== null) await addMessage(tx, inserted, 'player', body.message, 'open');
    return inserted;
  });
  const request =
    id === null ? await findRequestByClientId(db, userId, body.requestId, lng) : await findRequest(db, id, lng);
  if (!request) throw new Error('The payment request vanished');
  return publicRequest(request);
}

async function lockRequest(
  tx: Queryable,
  id: string,
): Promise<{ userId: number; status: PaymentRequestStatus } | null> {
  const rows = await tx.query<{ userId: number; status: PaymentRequestStatus }>(
    'select user_id as "userId", status from payment_requests where id = $1::bigint for update',
    [id],
  );
  return rows[0] ?? null;
}

/** A message in the thread: the player's reopens the request, the operator's answers it; a closed one takes none. */
export async function replyToRequest(
  db: Database,
  id: string,
  author: { kind: 'player'; userId: number } | { kind: 'operator' },
  message: string,
  lng: string,
): Promise<PaymentRequest> {
  await db.transaction(async (tx) => {
    const request = /^\d{1,18}$/.test(id) ? await lockRequest(tx, id) : null;
    if (!request || (author.kind === 'player' && request.userId !== author.userId)) {
      throw new HttpError(404, 'request_not_found', `There is no payment request ${id}`);
    }
    if (request.status === 'closed') throw new HttpError(409, 'request_closed', 'This payment request is closed');
    await addMessage(tx, id, author.kind, message, author.kind === 'player' ? 'open' : 'answered');
  });
  const request = await findRequest(db, id, lng);
  if (!request) throw new Error('The payment request vanished');
  return publicRequest(request);
}

/** The operator settles a request: it takes no more messages. */
export async function closeRequest(db: Database, id: string): Promise<{ id: string; status: 'closed' }> {
  const rows = await db.query(
    "update payment_requests set status = 'closed', updated_at = now() where id = $1::bigint returning id",
    [id],
  );
  if (rows.length === 0) throw new HttpError(404, 'request_not_found', `There is no payment request ${id}`);
  return { id, status: 'closed' };
}
