import type { CaptchaValidateAnswer } from '@betfront/contract/auth';
import { captchaTimeQuerySchema, captchaValidateBodySchema } from '@betfront/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';
import {
  CAPTCHA_FAILURE_MESSAGES,
  captchaFailureCode,
  checkCaptcha,
  createChallenge,
  secondsLeft,
} from './captcha-service';

export function captchaRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/captcha/update', async (_request, reply) => {
      return reply.header('cache-control', 'no-store').send(await createChallenge(db));
    });

    app.get('/web-api/captcha/gettime', async (request, reply) => {
      const { captchaId } = parseInput(captchaTimeQuerySchema, request.query, 'query');
      return reply.header('cache-control', 'no-store').send({ time: await secondsLeft(db, captchaId) });
    });

    app.post('/web-api/captcha/validate', async (request): Promise<CaptchaValidateAnswer> => {
      const { captchaId, answer } = parseInput(captchaValidateBodySchema, request.body, 'body');
      const check = await checkCaptcha(db, captchaId, answer);
      if (check.ok) return { success: true, type: 0, time: check.secondsLeft, error_message: '' };
      return {
        success: false,
        type: captchaFailureCode(check.failure),
        time: 0,
        error_message: CAPTCHA_FAILURE_MESSAGES[check.failure],
      };
    });
  };
}
