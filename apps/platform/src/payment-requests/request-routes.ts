import { newPaymentRequestSchema, requestReplySchema } from '@betfront/contract/payment-requests';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import { openPaymentRequest, replyToRequest } from './request-actions';
import { findRequest, listRequests } from './requests-repository';
import { listTopics } from './topics-repository';

const languageQuery = z.object({
  lng: z
    .string()
    .regex(/^[a-z]{2}$/)
    .default('ru'),
});
const requestParams = z.object({ id: z.string().regex(/^\d{1,18}$/, 'a request id') });

/** The player's payment requests: topics, the requests with their threads, a new one, a reply. */
export function paymentRequestRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/web-api/payment-requests/topics', async (request) => {
      const { lng } = parseInput(languageQuery, request.query, 'query');
      return { topics: await listTopics(db, lng) };
    });

    app.get('/web-api/payment-requests', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { lng } = parseInput(languageQuery, request.query, 'query');
      const requests = await listRequests(db, { userId: user.id }, lng);
      return { requests: requests.map(({ userId: _owner, ...rest }) => rest) };
    });

    app.get('/web-api/payment-requests/:id', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(requestParams, request.params, 'path');
      const { lng } = parseInput(languageQuery, request.query, 'query');
      const found = await findRequest(db, id, lng);
      if (!found || found.userId !== user.id)
        throw new HttpError(404, 'request_not_found', `There is no payment request ${id}`);
      const { userId: _owner, ...rest } = found;
      return { request: rest };
    });

    app.post('/web-api/payment-requests', async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const body = parseInput(newPaymentRequestSchema, request.body, 'body');
      const { lng } = parseInput(languageQuery, request.query, 'query');
      return reply.status(201).send({ request: await openPaymentRequest(db, user.id, body, lng) });
    });

    app.post('/web-api/payment-requests/:id/messages', async (request) => {
      const user = await requireSessionPlayer(db, request);
      const { id } = parseInput(requestParams, request.params, 'path');
      const { message } = parseInput(requestReplySchema, request.body, 'body');
      const { lng } = parseInput(languageQuery, request.query, 'query');
      return { request: await replyToRequest(db, id, { kind: 'player', userId: user.id }, message, lng) };
    });
  };
}
