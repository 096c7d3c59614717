import type { FastifyInstance } from 'fastify';
import { casinoHousePlugin } from '../casino-house/plugin';
import { HOUSE_PROVIDER_ID, houseLaunchUrl } from '../casino-house/house-provider';
import { cashbackRoutes } from './cashback/cashback-routes';
import { historyRoutes } from './history/history-routes';
import { promotionRoutes } from './promotions/promotion-routes';
import { startTournamentSettlement } from './tournaments/settle-tournaments';
import { tournamentRoutes } from './tournaments/tournament-routes';
import { launchRoutes } from './launch/launch-routes';
import { casinoProviderSecret } from './wallet/provider-secret';
import { handleWalletCall } from './wallet/wallet-call';
import { walletRoutes } from './wallet/wallet-routes';
import { createWalletClient } from './wallet-contract/wallet-client';

/**
 * The casino's money side: game launches, the seamless wallet providers call, the in-house provider that plays
 * every game of the catalogue (it calls the wallet in-process, through the same signed contract), and the events
 * around the games: tournaments (settled by a leader job), cashback and promotions.
 */
export async function casinoPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  const secretOf = (providerId: string) =>
    providerId === HOUSE_PROVIDER_ID ? casinoProviderSecret(env.sessionSecret, providerId) : null;
  await app.register(walletRoutes({ db, secretOf }));
  await app.register(launchRoutes(db, { providerId: HOUSE_PROVIDER_ID, launchUrl: houseLaunchUrl }));
  await app.register(historyRoutes(db));
  await app.register(tournamentRoutes(db));
  await app.register(cashbackRoutes(db));
  await app.register(promotionRoutes(db));
  await startTournamentSettlement(app, db);
  const houseWallet = createWalletClient({
    providerId: HOUSE_PROVIDER_ID,
    secret: casinoProviderSecret(env.sessionSecret, HOUSE_PROVIDER_ID),
    transport: (request) => handleWalletCall({ db, secretOf, log: app.log }, request),
  });
  await app.register(casinoHousePlugin(houseWallet));
}
