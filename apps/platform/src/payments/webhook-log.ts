import type { Queryable } from '../db/database';

export type WebhookVerdict =
  'applied' | 'ignored' | 'replayed' | 'bad_signature' | 'stale' | 'malformed' | 'unknown_payment';

export interface WebhookLogEntry {
  provider: string;
  eventId: string | null;
  paymentId: string | null;
  verdict: WebhookVerdict;
  detail: string | null;
  body: string;
}

const INSERT = `insert into payment_webhook_log (provider, event_id, payment_id, verdict, detail, body)
  values ($1, $2, $3::bigint, $4, $5, $6)`;

const paramsOf = (entry: WebhookLogEntry) => [
  entry.provider,
  entry.eventId,
  entry.paymentId,
  entry.verdict,
  entry.detail,
  entry.body,
];

export async function logWebhook(db: Queryable, entry: WebhookLogEntry): Promise<void> {
  await db.query(INSERT, paramsOf(entry));
}

/**
 * Logs an event as applied or ignored, once per provider and event id; false when that event was logged
 * before (a replay), and nothing is written then.
 */
export async function logEventOnce(tx: Queryable, entry: WebhookLogEntry): Promise<boolean> {
  const rows = await tx.query(
    `${INSERT} on conflict (provider, event_id) where verdict in ('applied', 'ignored') do nothing returning id`,
    paramsOf(entry),
  );
  return rows.length > 0;
}
