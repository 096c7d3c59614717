import type { FastifyInstance } from 'fastify';
import { isIPv6 } from 'node:net';
import { HttpError } from './http-error';

export interface StreamLimits {
  /** Open event streams of this process, every stream route together: a guard for its sockets and memory. */
  maxStreams: number;
  /** Open event streams of one client, every stream route together (a browser's tabs): no client takes them all. */
  maxPerClient: number;
}

/**
 * Both count this process's own streams by design: a stream is a connection to one process, and what it holds (a
 * socket, its buffers) is that process's. An open live feed takes a few KB, so 20,000 fit in a few hundred MB.
 */
export const STREAM_LIMITS: StreamLimits = { maxStreams: 20_000, maxPerClient: 16 };

/**
 * Who a stream is counted against: an IPv4 address, or an IPv6 address's /64 network, which a provider gives one
 * subscriber whole (counting its addresses one by one would let one home take every place).
 */
export function streamClientOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

const isStreamRoute = (config: unknown) => (config as { stream?: boolean } | undefined)?.stream === true;

/**
 * Admits a request to a stream route (`STREAM_ROUTE`) only while the process and the client have room, and counts it
 * until its connection closes; beyond either cap the client is told to poll instead (503 with Retry-After, 429).
 */
export function admitStreams(app: FastifyInstance, limits: StreamLimits = STREAM_LIMITS): { readonly open: number } {
  const openByClient = new Map<string, number>();
  let open = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (!isStreamRoute(request.routeOptions.config)) return;
    if (open >= limits.maxStreams) {
      reply.header('retry-after', '30');
      throw new HttpError(503, 'stream_busy', 'No room for another live stream here; poll instead.');
    }
    const client = streamClientOf(request.ip);
    const ofClient = openByClient.get(client) ?? 0;
    if (ofClient >= limits.maxPerClient) {
      throw new HttpError(429, 'stream_client_busy', `This address has ${ofClient} live streams open; poll instead.`);
    }
    open += 1;
    openByClient.set(client, ofClient + 1);
    reply.raw.once('close', () => {
      open -= 1;
      const left = (openByClient.get(client) ?? 1) - 1;
      if (left > 0) openByClient.set(client, left);
      else openByClient.delete(client);
    });
  });
  return {
    get open() {
      return open;
    },
  };
}
