import type { FastifyInstance } from 'fastify';
import { agreementRoutes } from '../agreement/agreement-routes';
import { movementsRoutes } from '../ledger/movements-routes';
import { userConfigRoutes } from '../user-config/user-config-routes';
import { userTransferRoutes } from '../user-transfer/transfer-routes';
import { accountRoutes } from './account-routes';

/**
 * The player's accounts and user config: currency accounts and their movements, the menu, agreement rules, user
 * transfer.
 */
export async function accountsPlugin(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  await app.register(accountRoutes(db));
  await app.register(movementsRoutes(db));
  await app.register(userConfigRoutes(db));
  await app.register(agreementRoutes(db));
  await app.register(userTransferRoutes(db));
}
