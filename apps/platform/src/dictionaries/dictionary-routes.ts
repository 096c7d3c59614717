import { dictionaryParamsSchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { entityTagOf, sendWithEntityTag } from '../http/entity-tag';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { cachedDictionaryReader } from './dictionary-store';

interface DictionaryAnswer {
  body: string;
  tag: string;
}

export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const read = cachedDictionaryReader();
  // A dictionary changes only with a release: its answer and tag are made once per process.
  const answers = new Map<string, DictionaryAnswer>();
  app.get('/bff-api/dictionaries/:lang/:dictionaryId', async (request, reply) => {
    const { lang, dictionaryId } = parseInput(dictionaryParamsSchema, request.params, 'path');
    const entries = await read(dictionaryId, lang);
    if (!entries) throw new HttpError(404, 'dictionary_not_found', `No dictionary ${dictionaryId} in ${lang}`);
    const key = `${dictionaryId}/${lang}`;
    let answer = answers.get(key);
    if (!answer) {
      const body = JSON.stringify({ id: dictionaryId, lang, entries });
      answer = { body, tag: entityTagOf(body) };
      answers.set(key, answer);
    }
    reply.header('cache-control', 'public, max-age=3600').type('application/json; charset=utf-8');
    return sendWithEntityTag(request, reply, answer.body, answer.tag);
  });
}
