import type { LoginAnswer } from '@betfront/contract/auth';
import {
  CAPTCHA_HEADER,
  loginBodySchema,
  loginPhoneBodySchema,
  loginSmsBodySchema,
  loginTwoStepBodySchema,
  smsSendBodySchema,
} from '@betfront/contract/auth';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { isSecureRequest } from '../http/request-origin';
import { parseInput } from '../http/parse-input';
import { sessionIdFromRequest } from '../session/session-cookie';
import { findUserBySession } from '../session/session-service';
import { clearTwoStepCookie, setTwoStepCookie, twoStepIdFromRequest } from '../two-factor/two-step-cookie';
import type { LoginAttempt, LoginResult } from './login-service';
import { createLoginService } from './login-service';
import { clearLoginCookie, setLoginCookie } from './login-cookie';
import { phoneDigits } from './phone';
import { requestSmsCode } from './sms-service';

const USER_AGENT_MAX_LENGTH = 300;

function attemptFrom(request: FastifyRequest, login: string, remember: boolean): LoginAttempt {
  const header = request.headers[CAPTCHA_HEADER];
  const userAgent = request.headers['user-agent'];
  return {
    keys: { login, ip: request.ip },
    captchaHeader: typeof header === 'string' ? header : undefined,
    previousSessionId: sessionIdFromRequest(request),
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
    remember,
  };
}

/** A session in the `bf_session` cookie, or a pending login in `bf_two_step` that asks for the second step. */
function answerLogin(request: FastifyRequest, reply: FastifyReply, result: LoginResult, save: boolean): LoginAnswer {
  const secure = isSecureRequest(request);
  reply.header('cache-control', 'no-store');
  if (result.kind === 'two-step') {
    setTwoStepCookie(reply, result.pendingId, secure);
    return { two_step_required: true };
  }
  setLoginCookie(reply, result.sessionId, save, secure);
  return { user_id: result.userId };
}

export function authRoutes(db: Database) {
  const login = createLoginService(db);

  return async (app: FastifyInstance) => {
    app.post('/web-api/auth/login', async (request, reply) => {
      const body = parseInput(loginBodySchema, request.body, 'body');
      const key = body.uLogin.toLowerCase();
      const result = await login.withPassword(body.uLogin, body.uPassword, attemptFrom(request, key, body.save));
      return answerLogin(request, reply, result, body.save);
    });

    app.post('/web-api/auth/login-phone', async (request, reply) => {
      const body = parseInput(loginPhoneBodySchema, request.body, 'body');
      const phone = phoneDigits(body.country_code, body.phone_number);
      const result = await login.withPhonePassword(phone, body.uPassword, attemptFrom(request, `+${phone}`, body.save));
      return answerLogin(request, reply, result, body.save);
    });

    app.post('/web-api/auth/sms/send', async (request, reply) => {
      const body = parseInput(smsSendBodySchema, request.body, 'body');
      const { retryAfter } = await requestSmsCode(db, phoneDigits(body['phone-code'], body['phone-number']));
      return reply.header('cache-control', 'no-store').send({ success: true, retry_after: retryAfter });
    });

    app.post('/web-api/auth/login-sms', async (request, reply) => {
      const body = parseInput(loginSmsBodySchema, request.body, 'body');
      const phone = phoneDigits(body['phone-code'], body['phone-number']);
      const result = await login.withSmsCode(phone, body['sms-code'], attemptFrom(request, `+${phone}`, body.save));
      return answerLogin(request, reply, result, body.save);
    });

    app.post('/web-api/auth/login-two-step', async (request, reply) => {
      const body = parseInput(loginTwoStepBodySchema, request.body, 'body');
      const result = await login.withTwoStepCode(
        twoStepIdFromRequest(request),
        body.code,
        attemptFrom(request, '', body.save),
      );
      clearTwoStepCookie(reply);
      return answerLogin(request, reply, result, body.save);
    });

    app.post('/web-api/auth/disconnect', async (request, reply) => {
      const sessionId = sessionIdFromRequest(request);
      if (sessionId !== null) await login.endSession(sessionId);
      clearLoginCookie(reply);
      return { success: true };
    });

    app.post('/web-api/auth/disconnect-all', async (request, reply) => {
      const user = await findUserBySession(db, sessionIdFromRequest(request));
      if (!user) throw new HttpError(401, 'unauthorized', 'Log in first');
      await login.endAllSessions(user.id);
      clearLoginCookie(reply);
      return { success: true };
    });
  };
}
