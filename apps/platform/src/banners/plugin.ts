import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { bannerAdminRoutes } from './banner-admin-routes';
import { bannerRoutes } from './banner-routes';

/** The banner images that ship with the platform; a changed image gets a new file name, so they cache long. */
export const BANNER_IMAGES_DIR = fileURLToPath(new URL('../../static/banners/', import.meta.url));
export const BANNER_IMAGES_PREFIX = '/static/banners/';

/** Banners: the pages' call, the operator's calls and the images. */
export async function bannersPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: BANNER_IMAGES_DIR,
    prefix: BANNER_IMAGES_PREFIX,
    decorateReply: false,
    immutable: true,
    maxAge: '365d',
  });
  await app.register(bannerRoutes);
  const { adminToken } = app.platform.env;
  if (adminToken) await app.register(bannerAdminRoutes(adminToken));
}
