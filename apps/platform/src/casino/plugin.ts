import type { FastifyInstance } from 'fastify';
import { casinoHousePlugin } from '../casino-house/plugin';
import { HOUSE_PROVIDER_ID, houseLaunchUrl } from '../casino-house/house-provider';
import { historyRoutes } from './history/history-routes';
import { launchRoutes } from './launch/launch-routes';
import { casinoProviderSecret } from './wallet/provider-secret';
import { handleWalletCall } from './wallet/wallet-call';
import { walletRoutes } from './wallet/wallet-routes';
import { createWalletClient } from './wallet-contract/wallet-client';

/**
 * The casino's money side: game launches, the seamless wallet providers call, and the in-house provider that
 * plays every game of the catalogue (it calls the wallet in-process, through the same signed contract).
 */
export async function casinoPlugin(app: FastifyInstance): Promise<void> {
  const { db, env } = app.platform;
  const secretOf = (providerId: string) =>
    providerId === HOUSE_PROVIDER_ID ? casinoProviderSecret(env.sessionSecret, providerId) : null;
  await app.register(walletRoutes({ db, secretOf }));
  await app.register(launchRoutes(db, { providerId: HOUSE_PROVIDER_ID, launchUrl: houseLaunchUrl }));
  await app.register(historyRoutes(db));
  const houseWallet = createWalletClient({
    providerId: HOUSE_PROVIDER_ID,
    secret: casinoProviderSecret(env.sessionSecret, HOUSE_PROVIDER_ID),
    transport: (request) => handleWalletCall({ db, secretOf, log: app.log }, request),
  });
  await app.register(casinoHousePlugin(houseWallet));
}
