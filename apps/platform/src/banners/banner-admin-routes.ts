import { bannerIdParamsSchema, bannerInputSchema } from '@betfront/contract/banners';
import type { FastifyInstance } from 'fastify';
import { requireAdminToken } from '../admin/admin-auth';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { announceOperatorDataChange } from '../operator-cache/operator-cache';
import { deleteBanner, insertBanner, listBannerRecords, updateBanner } from './banner-repository';

const notFound = (id: number) => new HttpError(404, 'not_found', `The banner ${id} does not exist`);

/** The operator's banner calls under /admin-api, behind the admin bearer token. Answers are `{ result }`. */
export function bannerAdminRoutes(adminToken: string) {
  return async (app: FastifyInstance) => {
    const { db } = app.platform;
    app.addHook('onRequest', requireAdminToken(adminToken));
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    // Before the answer leaves, so the operator's next page already shows the change.
    app.addHook('onSend', async (request) => {
      if (request.method !== 'GET') await announceOperatorDataChange(db);
    });

    app.get('/admin-api/banners', async () => ({ result: await listBannerRecords(db) }));

    app.post('/admin-api/banners', async (request, reply) => {
      const input = parseInput(bannerInputSchema, request.body, 'body');
      return reply.code(201).send({ result: await insertBanner(db, input) });
    });

    app.put('/admin-api/banners/:id', async (request) => {
      const { id } = parseInput(bannerIdParamsSchema, request.params, 'params');
      const input = parseInput(bannerInputSchema, request.body, 'body');
      const banner = await updateBanner(db, id, input);
      if (!banner) throw notFound(id);
      return { result: banner };
    });

    app.delete('/admin-api/banners/:id', async (request) => {
      const { id } = parseInput(bannerIdParamsSchema, request.params, 'params');
      if (!(await deleteBanner(db, id))) throw notFound(id);
      return { result: { removed: id } };
    });
  };
}
