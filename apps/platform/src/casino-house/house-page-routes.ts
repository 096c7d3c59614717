import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { cachedDictionaryReader } from '../dictionaries/dictionary-store';
import { parseInput } from '../http/parse-input';
import { HOUSE_PAGE_PREFIX } from './house-provider';
import { renderGamePage } from './page-html';

const DEFAULT_DIST = join(dirname(fileURLToPath(import.meta.url)), '../../../../dist/casino-house');
const pageParams = z.object({ lang: z.enum(['ru', 'en']), gameId: z.string().regex(/^[a-z0-9-]{2,60}$/) });

/**
 * The game page the casino frames: a small HTML document with its own script and styles (built apart from
 * the site, so game code never loads in the lobby). The page reads its launch token from its address.
 */
export function housePageRoutes(distDir: string = DEFAULT_DIST) {
  const readDictionary = cachedDictionaryReader();
  return async (app: FastifyInstance) => {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${HOUSE_PAGE_PREFIX}/assets/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: false,
    });

    app.get(`${HOUSE_PAGE_PREFIX}/:lang/play/:gameId`, async (request, reply) => {
      const { lang } = parseInput(pageParams, request.params, 'path');
      const texts = (await readDictionary('casino-game', lang)) ?? {};
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(renderGamePage({ lang, texts, assetsPrefix: `${HOUSE_PAGE_PREFIX}/assets` }));
    });
  };
}
