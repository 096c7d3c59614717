import Fastify from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMemoryAssets } from './memory-assets';

describe('the built assets served from memory', () => {
  const script = 'console.log("a bet");'.repeat(20);
  let root = '';
  const app = Fastify();

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'memory-assets-'));
    await mkdir(join(root, 'fonts'));
    await writeFile(join(root, 'client-abc.js'), script);
    await writeFile(join(root, 'client-abc.js.br'), brotliCompressSync(script));
    await writeFile(join(root, 'client-abc.js.gz'), gzipSync(script));
    await writeFile(join(root, 'flag-es.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(join(root, 'fonts', 'icons.woff2'), Buffer.from([1, 2, 3]));
    await serveMemoryAssets(app, root, '/assets/');
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('answers the encoding the browser takes first, with its type, caching and Vary', async () => {
    const br = await app.inject({ url: '/assets/client-abc.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'accept-encoding',
    });
    expect(br.rawPayload).toEqual(brotliCompressSync(script));
    const gzip = await app.inject({ url: '/assets/client-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/client-abc.js' });
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, script]);
    expect(gzip.headers.etag).toBe(plain.headers.etag);
  });

  it('answers 304 to a copy the browser holds, an uncompressed-only file as it is, and 404 to an unknown one', async () => {
    const first = await app.inject({ url: '/assets/flag-es.svg', headers: { 'accept-encoding': 'br' } });
    expect(first.headers).toMatchObject({ 'content-type': 'image/svg+xml' });
    expect([first.headers['content-encoding'], first.headers.vary]).toEqual([undefined, undefined]);
    const again = await app.inject({
      url: '/assets/flag-es.svg',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect([again.statusCode, again.body]).toEqual([304, '']);
    const nested = await app.inject({ url: '/assets/fonts/icons.woff2' });
    expect([nested.statusCode, nested.headers['content-type']]).toEqual([200, 'font/woff2']);
    for (const url of ['/assets/client-abc.js.br', '/assets/missing.js', '/assets/../memory-assets.ts']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});
