import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';
import { COVERS_PREFIX } from './cover-url';
import { coverSvg } from './cover-svg';
import { gameName } from './game-tiles';

const coverParamsSchema = z.object({ lng: z.enum(['ru', 'en']), file: z.string().regex(/^[a-z0-9-]{1,60}\.svg$/) });

/** A game's cover drawn from its name, colours and engine; its URL carries a version, so it caches for a year. */
export async function coverRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.platform;
  app.get(`${COVERS_PREFIX}/:lng/:file`, async (request, reply) => {
    const { lng, file } = parseInput(coverParamsSchema, request.params, 'params');
    const gameId = file.slice(0, -'.svg'.length);
    const [game] = await db.query<{ name_ru: string; name_en: string; engine: string; engine_settings: unknown }>(
      'select name_ru, name_en, engine, engine_settings from casino_games where id = $1',
      [gameId],
    );
    if (!game) throw new HttpError(404, 'casino_game_not_found', `There is no game ${gameId}`);
    return reply
      .type('image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(coverSvg(gameName(game, lng), game.engine, game.engine_settings));
  });
}
