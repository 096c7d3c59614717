import { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { PaymentProvider, ProviderEvent } from '../payment-provider';
import { WebhookRefused } from '../payment-provider';
import { SIGNATURE_HEADER, verifyWebhookSignature } from '../webhook-signature';
import { openLocalTransaction } from './local-transactions';

export const LOCAL_PROVIDER = 'local';
const CHECKOUT_PATH = '/dev/payments/checkout';

const eventSchema = z.strictObject({
  eventId: z.string().regex(/^ev_[a-f0-9]{24}$/),
  transactionId: z.string().regex(/^lp_[a-f0-9]{24}$/),
  paymentId: z.string().regex(/^\d{1,18}$/),
  status: z.enum(['pending', 'approved', 'declined', 'cancelled', 'paid']),
  amount: z.string().regex(/^\d{1,18}\.\d{2}$/),
  currencyIso: z.string().regex(/^[A-Z]{3}$/),
});

function parseEvent(rawBody: string): ProviderEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WebhookRefused('malformed', 'The body is not JSON');
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new WebhookRefused('malformed', `The event is not valid: ${parsed.error.message}`);
  return parsed.data;
}

/**
 * The local test provider: a hosted checkout page on this platform and webhooks from a database queue, signed
 * like a real provider's. Payouts are paid at once (a webhook "paid" follows).
 */
export function localPaymentProvider(db: Queryable, webhookSecret: string): PaymentProvider {
  return {
    name: LOCAL_PROVIDER,
    async startDeposit(payment, returnUrls) {
      const transaction = await openLocalTransaction(db, payment, 'open', returnUrls);
      return { transactionId: transaction.id, redirectUrl: `${CHECKOUT_PATH}/${transaction.id}` };
    },
    async startPayout(payment) {
      const transaction = await openLocalTransaction(db, payment, 'paid', null);
      await db.query(
        `insert into local_provider_deliveries (event_id, transaction_id, status)
         select 'ev_' || substr(md5($1 || ':paid'), 1, 24), $1, 'paid' on conflict (event_id) do nothing`,
        [transaction.id],
      );
      return { transactionId: transaction.id };
    },
    readWebhook(headers, rawBody) {
      verifyWebhookSignature(webhookSecret, headers[SIGNATURE_HEADER], rawBody, Math.floor(Date.now() / 1000));
      return parseEvent(rawBody);
    },
  };
}
