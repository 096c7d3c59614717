import { dictionaryAnswerSchema, errorBodySchema } from '@betfront/contract';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler';
import { dictionaryRoutes } from './dictionary-routes';

const app = Fastify();
installErrorHandler(app);
await app.register(dictionaryRoutes);
afterAll(() => app.close());

describe('GET /bff-api/dictionaries/:lang/:dictionaryId', () => {
  it('answers a dictionary with an hour of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en/common' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const dictionary = dictionaryAnswerSchema.parse(response.json());
    expect(dictionary).toMatchObject({ id: 'common', lang: 'en' });
    expect(dictionary.entries.main_page_refresh_button).toBe('Refresh');
  });

  it.each(['/bff-api/dictionaries/de/common', '/bff-api/dictionaries/en/no-such-dictionary'])(
    'answers 404 for %s',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('dictionary_not_found');
    },
  );

  it.each([
    '/bff-api/dictionaries/english/common',
    '/bff-api/dictionaries/en/..%2F..%2Fpackage',
    '/bff-api/dictionaries/en/Common',
  ])('answers 400 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    errorBodySchema.parse(response.json());
  });
});
