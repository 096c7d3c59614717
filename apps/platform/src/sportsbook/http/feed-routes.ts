import { feedQuerySchema } from '@betfront/contract/sportsbook-feed';
import type { FastifyInstance } from 'fastify';
import { beginEventStream } from '../../http/event-stream';
import { HttpError } from '../../http/http-error';
import { STREAM_ROUTE } from '../../http/in-flight';
import { parseInput } from '../../http/parse-input';
import { createFeedHub } from '../feed/feed-hub';
import type { SportsbookService } from '../read/sportsbook-service';
import { CACHE_CONTROL } from './sportsbook-routes';

export interface FeedLimits {
  /** Open event streams one process serves; beyond them clients are told to poll. A guard for the process's files. */
  maxConnections: number;
  /** Open event streams of one client address (a browser's tabs); beyond them that client is told to poll. */
  maxPerClient: number;
}

/**
 * The caps count this process's own streams by design: a stream is a connection to one process, and what it holds
 * (a socket, its buffer) is that process's. No low cap for the process: 10,000 streams take a few hundred MB.
 */
export const FEED_LIMITS: FeedLimits = { maxConnections: 20_000, maxPerClient: 8 };

const BATCH_MS = 1000;
const PING_MS = 15_000;
/** A client this far behind is not reading: drop it, so a stream's memory stays bounded. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const RECONNECT_MS = 3000;

/** The live feed of games as server-sent events, and the same games once for polling. */
export function feedRoutes(service: SportsbookService, limits: FeedLimits = FEED_LIMITS) {
  return async (app: FastifyInstance) => {
    const openByClient = new Map<string, number>();
    const hub = createFeedHub({
      changes: service.changes,
      load: (ids, lng, detail) => service.gamesByIds(ids, lng, detail),
      maxClients: limits.maxConnections,
      batchMs: BATCH_MS,
      pingMs: PING_MS,
      onError: (error) => app.log.error({ err: error }, 'sportsbook feed failed'),
    });
    // Open streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => hub.close());

    app.get('/web-api/sportsbook/feed', { config: STREAM_ROUTE }, async (request, reply) => {
      const { ids, lng, detail } = parseInput(feedQuerySchema, request.query, 'query');
      if (hub.isFull()) {
        throw new HttpError(503, 'feed_busy', 'No room for another live feed; poll /web-api/sportsbook/updates');
      }
      const client = request.ip;
      const open = openByClient.get(client) ?? 0;
      if (open >= limits.maxPerClient) {
        throw new HttpError(
          429,
          'feed_client_busy',
          `This address has ${open} live feeds open already; poll /web-api/sportsbook/updates`,
        );
      }
      openByClient.set(client, open + 1);
      const stream = beginEventStream(reply, RECONNECT_MS);
      const disconnect = hub.connect(
        { ids, lng, detail },
        {
          write: (chunk) => {
            if (stream.writableLength > MAX_BUFFERED_BYTES) stream.destroy();
            else stream.write(chunk);
          },
          // A client that stopped reading would hold the connection, and the server's shutdown, open.
          end: () => stream.destroy(),
        },
      );
      stream.on('close', () => {
        disconnect();
        const left = (openByClient.get(client) ?? 1) - 1;
        if (left > 0) openByClient.set(client, left);
        else openByClient.delete(client);
      });
    });

    app.get('/web-api/sportsbook/updates', async (request, reply) => {
      const { ids, lng, detail } = parseInput(feedQuerySchema, request.query, 'query');
      return reply.header('cache-control', CACHE_CONTROL).send({ games: await service.gamesByIds(ids, lng, detail) });
    });
  };
}
