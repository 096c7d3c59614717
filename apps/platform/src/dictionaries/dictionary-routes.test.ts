import { dictionaryAnswerSchema, errorBodySchema } from '@betfront/contract';
import Fastify from 'fastify';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from '../http/error-handler';
import { dictionaryRoutes } from './dictionary-routes';

const app = Fastify();
installErrorHandler(app);
await app.register(dictionaryRoutes);
afterAll(() => app.close());

describe('GET /bff-api/dictionaries/:lang?ids=', () => {
  it('answers a dictionary with an hour of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=common' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const dictionary = dictionaryAnswerSchema.parse(response.json());
    expect(dictionary).toMatchObject({ ids: ['common'], lang: 'en' });
    expect(dictionary.entries.main_page_refresh_button).toBe('Refresh');
  });

  it('answers several dictionaries in one, merged in the order asked, each tagged on its own', async () => {
    const both = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=common,coupon' });
    expect(both.statusCode).toBe(200);
    const merged = dictionaryAnswerSchema.parse(both.json());
    expect(merged.ids).toEqual(['common', 'coupon']);
    const common = dictionaryAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=common' })).json(),
    );
    const coupon = dictionaryAnswerSchema.parse(
      (await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=coupon' })).json(),
    );
    expect(merged.entries).toEqual({ ...common.entries, ...coupon.entries });
    const reversed = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=coupon,common' });
    expect(reversed.headers.etag).not.toBe(both.headers.etag);
  });

  it('sends a browser that takes brotli the answer compressed at the strongest setting, made once', async () => {
    const url = '/bff-api/dictionaries/ru?ids=common,shell,coupon';
    const plain = await app.inject({ method: 'GET', url });
    const headers = { 'accept-encoding': 'gzip, br' };
    const compressed = await app.inject({ method: 'GET', url, headers });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    const middle = brotliCompressSync(plain.rawPayload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    expect(compressed.rawPayload.length).toBeLessThan(middle.length);
    expect((await app.inject({ method: 'GET', url, headers })).rawPayload).toEqual(compressed.rawPayload);
  });

  it('tags the answer and answers 304 with no body to a browser that holds it', async () => {
    const url = '/bff-api/dictionaries/ru?ids=common';
    const first = await app.inject({ method: 'GET', url });
    const tag = first.headers.etag;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': `W/${String(tag)}` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    const other = await app.inject({ method: 'GET', url: '/bff-api/dictionaries/en?ids=common' });
    expect(other.headers.etag).not.toBe(tag);
    const stale = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(other.headers.etag) } });
    expect(stale.statusCode).toBe(200);
    expect(dictionaryAnswerSchema.parse(stale.json()).lang).toBe('ru');
  });

  it.each([
    '/bff-api/dictionaries/de?ids=common',
    '/bff-api/dictionaries/en?ids=no-such-dictionary',
    '/bff-api/dictionaries/en?ids=common,no-such-dictionary',
  ])('answers 404 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('dictionary_not_found');
  });

  it.each([
    '/bff-api/dictionaries/english?ids=common',
    '/bff-api/dictionaries/en',
    '/bff-api/dictionaries/en?ids=..%2F..%2Fpackage',
    '/bff-api/dictionaries/en?ids=Common',
    '/bff-api/dictionaries/en?ids=common,',
    '/bff-api/dictionaries/en?ids=common,,coupon',
    `/bff-api/dictionaries/en?ids=${Array.from({ length: 41 }, () => 'a').join(',')}`,
  ])('answers 400 for %s', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    errorBodySchema.parse(response.json());
  });
});
