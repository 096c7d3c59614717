import { bannersQuerySchema } from '@betfront/contract/banners';
import type { FastifyInstance } from 'fastify';
import { parseInput } from '../http/parse-input';
import { listActiveBanners } from './active-banners';

/** Pages poll banners every 60 s; a shared cache may keep an answer for half of that. */
const CACHE_CONTROL = 'public, max-age=30';

/** `GET /web-api/banners?position&lng`: the banners active now, in their order. */
export async function bannerRoutes(app: FastifyInstance): Promise<void> {
  app.get('/web-api/banners', async (request, reply) => {
    const { position, lng } = parseInput(bannersQuerySchema, request.query, 'query');
    const banners = await listActiveBanners(app.platform.db, position, lng, new Date());
    return reply.header('cache-control', CACHE_CONTROL).send({ banners });
  });
}
