import type { FastifyInstance } from 'fastify';
import { installAuthRefusalHandler } from '../auth/auth-refusal';
import { secureDataRoutes } from '../secure-data/secure-data-routes';
import { twoFactorRoutes } from '../two-factor/two-factor-routes';
import { contactRoutes } from './contact-routes';
import { recoveryRoutes } from './recovery-routes';
import { securityRoutes } from './security-routes';
import { sessionHistoryRoutes } from './session-history-routes';

/** Account security: two-factor authentication, password recovery and the office's security changes. */
export async function securityPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  installAuthRefusalHandler(app);
  await app.register(securityRoutes(db));
  await app.register(contactRoutes(db));
  await app.register(sessionHistoryRoutes(db));
  await app.register(twoFactorRoutes(db));
  await app.register(recoveryRoutes(db));
  await app.register(secureDataRoutes(db));
}
