import type { FastifyInstance } from 'fastify';
import { captchaRoutes } from '../captcha/captcha-routes';
import { outboxRoutes } from '../outbox/outbox-routes';
import { installAuthRefusalHandler } from './auth-refusal';
import { authRoutes } from './auth-routes';

/**
 * Players' login: password, phone and SMS-code logins, logout, the brute-force guard, the custom captcha,
 * and (outside production) the outbox where SMS and e-mail messages can be read.
 */
export async function authPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  installAuthRefusalHandler(app);
  await app.register(captchaRoutes(db));
  await app.register(authRoutes(db));
  await app.register(outboxRoutes(db, env.nodeEnv !== 'production'));
}
