import type { FastifyInstance } from 'fastify';
import { catalogueRoutes } from './catalogue-routes';
import { coverRoutes } from './cover-routes';
import { favoriteRoutes } from './favorite-routes';

/** The casino's catalogue: the lobby's calls, the player's favourites and the games' covers. */
export async function casinoCataloguePlugin(app: FastifyInstance): Promise<void> {
  await app.register(catalogueRoutes);
  await app.register(favoriteRoutes);
  await app.register(coverRoutes);
}
