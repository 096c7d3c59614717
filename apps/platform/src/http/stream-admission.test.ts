import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { request } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { beginEventStream } from './event-stream';
import { STREAM_ROUTE } from './in-flight';
import { admitStreams, streamClientOf } from './stream-admission';
import type { StreamLimits } from './stream-admission';

let app: FastifyInstance;

/** Two stream routes that stay open, and a plain one, behind a proxy that states the client's address. */
async function serving(limits: StreamLimits) {
  // The streams never end by themselves: closing the app ends them.
  app = Fastify({ trustProxy: true, forceCloseConnections: true });
  installErrorHandler(app);
  const admission = admitStreams(app, limits);
  for (const path of ['/feed', '/draws']) {
    app.get(path, { config: STREAM_ROUTE }, async (_request, reply) => {
      beginEventStream(reply, 3000);
    });
  }
  app.get('/plain', async () => ({ ok: true }));
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return { base, admission };
}

afterEach(async () => {
  await app.close();
});

interface Opened {
  status: number;
  headers: IncomingMessage['headers'];
  close(): void;
}

const open = (url: string, address: string): Promise<Opened> =>
  new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { 'x-forwarded-for': address } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, close: () => req.destroy() });
    });
    req.on('error', reject);
    req.end();
  });

describe('admitting event streams', () => {
  it('caps one client across every stream route, not the others, and frees a place when one closes', async () => {
    const { base, admission } = await serving({ maxStreams: 100, maxPerClient: 2 });
    const feed = await open(`${base}/feed`, '10.0.0.1');
    const draws = await open(`${base}/draws`, '10.0.0.1');
    expect([feed.status, draws.status]).toEqual([200, 200]);
    const refused = await open(`${base}/feed`, '10.0.0.1');
    expect(refused.status).toBe(429);
    expect((await open(`${base}/plain`, '10.0.0.1')).status).toBe(200);
    const other = await open(`${base}/feed`, '10.0.0.2');
    expect(other.status).toBe(200);
    expect(admission.open).toBe(3);
    feed.close();
    await expect.poll(() => admission.open).toBe(2);
    const again = await open(`${base}/draws`, '10.0.0.1');
    expect(again.status).toBe(200);
    for (const stream of [draws, other, again]) stream.close();
  });

  it('counts an IPv6 network of one subscriber (/64) as one client', async () => {
    const { base } = await serving({ maxStreams: 100, maxPerClient: 2 });
    expect((await open(`${base}/feed`, '2001:db8:1:2::1')).status).toBe(200);
    expect((await open(`${base}/feed`, '2001:db8:1:2:aaaa:bbbb:cccc:dddd')).status).toBe(200);
    expect((await open(`${base}/feed`, '2001:0db8:0001:0002::ffff')).status).toBe(429);
    expect((await open(`${base}/feed`, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('tells every client to poll, and when to try again, once the process holds its cap', async () => {
    const { base } = await serving({ maxStreams: 2, maxPerClient: 2 });
    await open(`${base}/feed`, '10.0.0.1');
    await open(`${base}/feed`, '10.0.0.2');
    const refused = await open(`${base}/draws`, '10.0.0.3');
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
  });
});

describe('the client a stream is counted against', () => {
  it('is an IPv4 address, also written as IPv6, or the /64 of an IPv6 address', () => {
    expect(streamClientOf('203.0.113.7')).toBe('203.0.113.7');
    expect(streamClientOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(streamClientOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(streamClientOf('2001:0db8:0000:0000:1:2:3:4')).toBe('2001:db8:0:0::/64');
    expect(streamClientOf('::1')).toBe('0:0:0:0::/64');
  });
});
