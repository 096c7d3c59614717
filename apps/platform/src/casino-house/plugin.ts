import type { FastifyInstance } from 'fastify';
import type { WalletClient } from '../casino/wallet-contract/wallet-client';
import { startFlightSweep } from './flights/flight-sweep';
import { housePageRoutes } from './house-page-routes';
import { houseRoutes } from './house-routes';

/**
 * The in-house game provider: its game pages and game API. It knows the platform only through the seamless
 * wallet client it is given, exactly as a provider hosted elsewhere would. A leader job settles the crash flights
 * their players left.
 */
export function casinoHousePlugin(wallet: WalletClient) {
  return async (app: FastifyInstance) => {
    const deps = { db: app.platform.db, wallet };
    await app.register(houseRoutes(deps));
    await app.register(housePageRoutes());
    await startFlightSweep(app, deps);
  };
}
