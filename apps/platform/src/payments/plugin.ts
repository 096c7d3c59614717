import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { paymentRequestRoutes } from '../payment-requests/request-routes';
import { teamCashRoutes } from '../team-cash/team-cash-routes';
import { localProviderRoutes } from './local-provider/local-provider-routes';
import { LOCAL_PROVIDER } from './local-provider/local-provider';
import { startPaymentSweeps } from './payment-sweeps';
import { paymentsEnv } from './payments-env';
import { paymentsRoutes } from './payments-routes';
import { paymentProviderOf } from './providers';
import { webhookRoutes } from './webhook-routes';

/**
 * Deposits and withdrawals through the provider PAYMENTS_PROVIDER names, its webhooks, the players' payment
 * requests, the team-cash standing, and — outside production — the local test provider's pages; the payout and webhook-delivery sweeps run while the platform does.
 */
export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  const settings = paymentsEnv(env);
  const provider = paymentProviderOf(db, settings);
  await app.register(paymentsRoutes(db, provider));
  await app.register(paymentRequestRoutes(db));
  await app.register(teamCashRoutes(db));
  if (provider) await app.register(webhookRoutes(db, provider));
  if (provider?.name === LOCAL_PROVIDER) {
    await app.register(localProviderRoutes(db));
  } else {
    app.all('/dev/payments*', async () => {
      throw new HttpError(404, 'not_found', 'There is no test payment provider here');
    });
  }
  if (provider && settings.sweepMs !== null) {
    await startPaymentSweeps(app, db, provider, settings.webhookSecret, settings.sweepMs);
  }
}
