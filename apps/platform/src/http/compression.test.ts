import type { FastifyInstance } from 'fastify';
import { get } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { brotliDecompressSync, createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { createTestApp } from '../testing/test-app';

let app: FastifyInstance;
let db: Database;
let base: string;
beforeAll(async () => {
  ({ app, db } = await createTestApp({ simulator: { speed: 1, liveGames: 2 } }));
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const DICTIONARY = '/bff-api/dictionaries/ru?ids=coupon';

describe('compression', () => {
  it('sends API answers in brotli or gzip as the client accepts, with Vary, and as they are to one that accepts neither', async () => {
    const plain = await app.inject({ url: DICTIONARY });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: DICTIONARY, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await app.inject({ url: DICTIONARY, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  const openFeed = async (acceptEncoding: string) => {
    const games = (await (await fetch(`${base}/web-api/sportsbook/games?lng=en&mode=live&limit=2`)).json()) as {
      games: { id: number }[];
    };
    const ids = games.games.map((game) => game.id).join(',');
    return new Promise<IncomingMessage>((resolve, reject) => {
      get(
        `${base}/web-api/sportsbook/feed?lng=en&ids=${ids}`,
        { headers: { 'accept-encoding': acceptEncoding } },
        resolve,
      ).on('error', reject);
    });
  };
  const firstText = (stream: NodeJS.ReadableStream) =>
    new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(String(chunk))));

  it('sends the live feed in gzip, each push flushed so that it reaches the browser at once', async () => {
    const response = await openFeed('br, gzip');
    expect(response.headers['content-type']).toContain('text/event-stream');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('accept-encoding');
    // The stream stays open: what arrived so far decodes whole, without waiting for its end.
    const unzipped = response.pipe(createGunzip());
    expect(await firstText(unzipped)).toMatch(/^retry: \d+/);
    const games = new Promise<string>((resolve) => {
      let text = '';
      unzipped.on('data', (chunk: Buffer) => {
        text += String(chunk);
        if (text.includes('event: games\ndata: ')) resolve(text);
      });
    });
    expect(await games).toContain('"games":[');
    response.destroy();
  });

  it('sends the live feed as it is to a client that takes no gzip', async () => {
    const response = await openFeed('identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(await firstText(response)).toMatch(/^retry: \d+/);
    response.destroy();
  });
});
