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

  it('tags the answer and answers 304 with no body to a browser that holds it', async () => {
    const url = '/bff-api/dictionaries/ru/common';
    const first = await app.inject({ method: 'GET', url });
    const tag = first.headers.etag;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${String(tag)}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    const other = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en/common' });
    expect(other.headers.etag).not.toBe(tag);
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(other.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    expect(dictionaryAnswerSchema.parse(stale.json()).lang).toBe('ru');
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
