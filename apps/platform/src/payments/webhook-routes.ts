import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { applyProviderEvent } from './apply-provider-event';
import type { PaymentProvider } from './payment-provider';
import { WebhookRefused } from './payment-provider';
import { logWebhook } from './webhook-log';
import type { WebhookVerdict } from './webhook-log';

export const WEBHOOK_PATH = '/payments-api/webhooks';
const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'a provider name') });

/** The answer the provider gets: 2xx stops its retries (a replay or a late event is fine), 4xx says why not. */
const ANSWERS: Record<WebhookVerdict, number> = {
  applied: 200,
  ignored: 200,
  replayed: 200,
  bad_signature: 401,
  stale: 401,
  malformed: 400,
  unknown_payment: 404,
};

/**
 * POST /payments-api/webhooks/{provider}: the provider's signed news about a payment. The raw body is kept
 * for the signature; every call is logged with its verdict, and only a verified, new event changes anything.
 */
export function webhookRoutes(db: Database, provider: PaymentProvider) {
  return async (app: FastifyInstance) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));

    app.post(`${WEBHOOK_PATH}/:provider`, async (request, reply) => {
      const { provider: name } = parseInput(providerParams, request.params, 'path');
      if (name !== provider.name) throw new HttpError(404, 'not_found', `No payment provider ${name}`);
      const body = typeof request.body === 'string' ? request.body : '';
      let verdict: WebhookVerdict;
      try {
        const event = provider.readWebhook(request.headers, body);
        verdict = await applyProviderEvent(db, provider.name, event, body);
      } catch (error) {
        if (!(error instanceof WebhookRefused)) throw error;
        verdict = error.verdict;
        await logWebhook(db, {
          provider: provider.name,
          eventId: null,
          paymentId: null,
          verdict,
          detail: error.message,
          body,
        });
        request.log.warn({ verdict, reason: error.message }, 'payment webhook refused');
      }
      return reply.status(ANSWERS[verdict]).send({ verdict });
    });
  };
}
