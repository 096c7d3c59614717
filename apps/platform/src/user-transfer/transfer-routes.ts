import {
  transferCheckCodeBodySchema,
  transferPartnerParamsSchema,
  transferSendCodeBodySchema,
  transferUserDataBodySchema,
} from '@betfront/contract/user-transfer';
import type { FastifyInstance } from 'fastify';
import { phoneDigits } from '../auth/phone';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import { isSecureRequest } from '../http/request-origin';
import { setSessionCookie } from '../session/session-cookie';
import { findSessionPlayer } from '../session/session-player';
import { checkTransferCode, createTransferredPlayer, sendTransferCode } from './transfer-service';

const BASE = '/web-api/api/internal/v1/account/user-transfer';

/** A partner's player moves here: a code to their phone, the code checked, then their new account. */
export function userTransferRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(`${BASE}/send-code/:partner`, async (request) => {
      const { partner } = parseInput(transferPartnerParamsSchema, request.params, 'params');
      const body = parseInput(transferSendCodeBodySchema, request.body, 'body');
      const phone = phoneDigits(body.country_code, body.phone);
      const { retryAfter } = await sendTransferCode(db, partner, phone, body.captcha, body.lng);
      return { success: true, retry_after: retryAfter };
    });

    app.post(`${BASE}/check-code/:partner`, async (request) => {
      const { partner } = parseInput(transferPartnerParamsSchema, request.params, 'params');
      const body = parseInput(transferCheckCodeBodySchema, request.body, 'body');
      const phone = phoneDigits(body.country_code, body.phone);
      return { redirectToken: await checkTransferCode(db, partner, phone, body.code) };
    });

    app.post(`${BASE}/user-data`, async (request, reply) => {
      const body = parseInput(transferUserDataBodySchema, request.body, 'body');
      const movedFrom = await findSessionPlayer(db, request);
      const { userId, password, sessionId } = await createTransferredPlayer(
        db,
        body.redirectToken,
        movedFrom?.id ?? null,
      );
      setSessionCookie(reply, sessionId, isSecureRequest(request));
      return { user: { id: userId, password } };
    });
  };
}
