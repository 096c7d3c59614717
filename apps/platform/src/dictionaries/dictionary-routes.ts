import { dictionaryParamsSchema, dictionaryQuerySchema } from '@betfront/contract';
import type { FastifyInstance } from 'fastify';
import { KEPT_BROTLI_QUALITY, encodedBody, encodedPayload } from '../http/encoded-body';
import type { EncodedBody } from '../http/encoded-body';
import { entityTagOf, sendWithEntityTag } from '../http/entity-tag';
import { HttpError } from '../http/http-error';
import { parseInput } from '../http/parse-input';
import { cachedDictionaryReader } from './dictionary-store';

interface DictionaryAnswer {
  body: EncodedBody;
  tag: string;
}

/** Far more than the sets the site's own pages ask for. */
const MAX_ANSWERS_KEPT = 500;

export async function dictionaryRoutes(app: FastifyInstance): Promise<void> {
  const read = cachedDictionaryReader();
  // A dictionary changes only with a release: its answer, compressed at the strongest setting, and its tag are
  // made once per process.
  const answers = new Map<string, DictionaryAnswer>();
  app.get('/bff-api/dictionaries/:lang', async (request, reply) => {
    const { lang } = parseInput(dictionaryParamsSchema, request.params, 'path');
    const query = parseInput(dictionaryQuerySchema, request.query, 'query');
    const ids = query.ids.split(',');
    const parts = await Promise.all(ids.map((id) => read(id, lang)));
    const lacking = ids.filter((_, at) => !parts[at]);
    if (lacking.length > 0) {
      throw new HttpError(404, 'dictionary_not_found', `No dictionary ${lacking.join(', ')} in ${lang}`);
    }
    const key = `${query.ids}/${lang}`;
    let answer = answers.get(key);
    if (!answer) {
      const body = JSON.stringify({ ids, lang, entries: Object.assign({}, ...parts) as Record<string, string> });
      answer = { body: encodedBody(body, KEPT_BROTLI_QUALITY), tag: entityTagOf(body) };
      answers.set(key, answer);
      // Sets are keyed by what requests ask for: the oldest goes, so the map cannot grow without bound.
      if (answers.size > MAX_ANSWERS_KEPT) answers.delete(answers.keys().next().value as string);
    }
    reply.header('cache-control', 'public, max-age=3600').type('application/json; charset=utf-8');
    return sendWithEntityTag(request, reply, await encodedPayload(request, reply, answer.body), answer.tag);
  });
}
