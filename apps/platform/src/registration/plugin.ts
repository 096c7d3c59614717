import type { FastifyInstance } from 'fastify';
import { oauthTestProvider } from '../oauth/plugin';
import { oneTapRoutes } from './one-tap-routes';
import { registrationEnv } from './registration-env';
import { registrationRoutes } from './registration-routes';
import { socialRoutes } from './social-routes';

/** Players' registration: one click, by phone, by e-mail with activation, and social through OAuth 2. */
export async function registrationPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  const settings = registrationEnv(env);
  await app.register(registrationRoutes(db, settings, env.nodeEnv));
  await app.register(socialRoutes(db, settings, env.nodeEnv));
  await app.register(oneTapRoutes(db, settings, env.nodeEnv));
  await app.register(oauthTestProvider(db, settings.oauth, env.nodeEnv !== 'production'));
}
