import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import type { Database } from '../db/database';
import type { SendWebhook } from './local-provider/local-deliveries';
import { deliverDueWebhooks } from './local-provider/local-deliveries';
import { LOCAL_PROVIDER } from './local-provider/local-provider';
import type { PaymentProvider } from './payment-provider';
import { startDuePayouts } from './payout-sweep';
import { SIGNATURE_HEADER } from './webhook-signature';
import { WEBHOOK_PATH } from './webhook-routes';

/** The local provider reaches the platform it lives in through the platform's own HTTP handling. */
export function injectWebhook(app: FastifyInstance): SendWebhook {
  return async (body, signature) => {
    const answer = await app.inject({
      method: 'POST',
      url: `${WEBHOOK_PATH}/${LOCAL_PROVIDER}`,
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
    return answer.statusCode;
  };
}

/** One round: payouts the provider has not taken, then the local provider's due webhooks. */
export async function runPaymentSweeps(
  app: FastifyInstance,
  db: Database,
  provider: PaymentProvider,
  webhookSecret: string,
): Promise<void> {
  await startDuePayouts(db, provider, app.log);
  if (provider.name === LOCAL_PROVIDER) await deliverDueWebhooks(db, webhookSecret, injectWebhook(app));
}

/** Runs the sweeps every `everyMs` in the one process that leads them; their queues are in the database. */
export function startPaymentSweeps(
  app: FastifyInstance,
  db: Database,
  provider: PaymentProvider,
  webhookSecret: string,
  everyMs: number,
): Promise<void> {
  return startLeaderJob(app, {
    name: 'payment-sweeps',
    everyMs,
    run: () => runPaymentSweeps(app, db, provider, webhookSecret),
  });
}
