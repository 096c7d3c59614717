import { dictionaryParamsSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { cachedDictionaryReader } from './dictionary-store';

export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const read = cachedDictionaryReader();
  app.get('/bff-api/dictionaries/:lang/:dictionaryId', async (request, reply) => {
    const { lang, dictionaryId } = parseInput(dictionaryParamsSchema, request.params, 'path');
    const entries = await read(dictionaryId, lang);
    if (!entries) throw new HttpError(404, 'dictionary_not_found', `No dictionary ${dictionaryId} in ${lang}`);
    return reply.header('cache-control', 'public, max-age=3600').send({ id: dictionaryId, lang, entries });
  });
}
