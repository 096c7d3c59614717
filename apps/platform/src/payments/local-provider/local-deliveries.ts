import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ProviderEvent } from '../payment-provider';
import { signWebhook } from '../webhook-signature';

/** After this many refused attempts a delivery is given up (and stays in the table for a look). */
export const MAX_DELIVERY_ATTEMPTS = 10;

/** Queues a webhook about a transaction, to be sent once it is due (after `delaySeconds`). */
export async function enqueueDelivery(
  db: Queryable,
  transactionId: string,
  status: ProviderEvent['status'],
  delaySeconds = 0,
): Promise<void> {
  await db.query(
    `insert into local_provider_deliveries (event_id, transaction_id, status, next_attempt_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [`ev_${randomBytes(12).toString('hex')}`, transactionId, status, delaySeconds],
  );
}

interface ClaimedDelivery {
  id: string;
  body: string;
}

/**
 * Claims the deliveries that are due, pushing each one's next attempt out by a growing pause first, so that
 * another process does not send it meanwhile and a failed one waits before its retry.
 */
async function claimDueDeliveries(db: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `with due as (
       select id from local_provider_deliveries
       where delivered_at is null and next_attempt_at <= now() and attempts < $1
       order by next_attempt_at, id limit $2 for update skip locked
     )
     update local_provider_deliveries d
     set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => power(2, d.attempts)::int)
     from due, local_provider_transactions t
     where d.id = due.id and t.id = d.transaction_id
     returning d.id::text as id, json_build_object('eventId', d.event_id, 'transactionId', t.id,
       'paymentId', t.payment_id::text, 'status', d.status, 'amount', t.amount::text,
       'currencyIso', t.currency_iso)::text as body`,
    [MAX_DELIVERY_ATTEMPTS, limit],
  );
}

/** How a webhook reaches the platform: its status code, or a thrown error when it did not arrive. */
export type SendWebhook = (body: string, signature: string) => Promise<number>;

/** Sends every due webhook, signed at the moment of sending; a refused one is retried later. */
export async function deliverDueWebhooks(
  db: Queryable,
  secret: string,
  send: SendWebhook,
  limit = 20,
): Promise<number> {
  const claimed = await claimDueDeliveries(db, limit);
  for (const delivery of claimed) {
    let answer: string;
    try {
      const status = await send(delivery.body, signWebhook(secret, delivery.body, Math.floor(Date.now() / 1000)));
      answer = String(status);
      if (status >= 200 && status < 300) {
        await db.query('update local_provider_deliveries set delivered_at = now(), last_answer = $2 where id = $1', [
          delivery.id,
          answer,
        ]);
        continue;
      }
    } catch (error) {
      answer = String(error);
    }
    await db.query('update local_provider_deliveries set last_answer = $2 where id = $1', [delivery.id, answer]);
  }
  return claimed.length;
}
