import { feedQuerySchema } from '@betfront/contract/sportsbook-feed';
import type { FastifyInstance } from 'fastify';
import { beginEventStream } from '../../http/event-stream';
import { HttpError } from '../../http/http-error';
import { STREAM_ROUTE } from '../../http/in-flight';
import { parseInput } from '../../http/parse-input';
import { createFeedHub, isNewerThanKnown } from '../feed/feed-hub';
import type { SportsbookService } from '../read/sportsbook-service';
import { CACHE_CONTROL } from './sportsbook-routes';

const BATCH_MS = 1000;
const PING_MS = 15_000;
/** A client this far behind is not reading: drop it, so a stream's memory stays bounded. */
const MAX_BUFFERED_BYTES = 256 * 1024;
const RECONNECT_MS = 3000;

/** The live feed of games as server-sent events, and the same games once for polling. */
export function feedRoutes(service: SportsbookService) {
  return async (app: FastifyInstance) => {
    const hub = createFeedHub({
      changes: service.changes,
      load: (ids, lng, detail) => service.gamesByIds(ids, lng, detail),
      batchMs: BATCH_MS,
      pingMs: PING_MS,
      onError: (error) => app.log.error({ err: error }, 'sportsbook feed failed'),
    });
    // Open streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => hub.close());
    app.addHook('onClose', async () => hub.close());

    app.get('/web-api/sportsbook/feed', { config: STREAM_ROUTE }, async (request, reply) => {
      const { ids, lng, detail, known } = parseInput(feedQuerySchema, request.query, 'query');
      // How many streams a process and a client may hold is decided for every stream route (`admitStreams`).
      if (hub.isClosed)
        throw new HttpError(503, 'feed_closed', 'The live feed is closing; poll /web-api/sportsbook/updates');
      const stream = beginEventStream(reply, RECONNECT_MS, {
        acceptEncoding: request.headers['accept-encoding'] ?? '',
      });
      const disconnect = hub.connect(
        { ids, lng, detail, known },
        {
          write: (chunk) => {
            if (stream.backlog > MAX_BUFFERED_BYTES) stream.destroy();
            else stream.send(chunk);
          },
          // A client that stopped reading would hold the connection, and the server's shutdown, open.
          end: () => stream.destroy(),
        },
      );
      stream.onClose(disconnect);
    });

    app.get('/web-api/sportsbook/updates', async (request, reply) => {
      const { ids, lng, detail, known } = parseInput(feedQuerySchema, request.query, 'query');
      const games = await service.gamesByIds(ids, lng, detail);
      const newer = games.filter((game) => isNewerThanKnown(known, game));
      return reply.header('cache-control', CACHE_CONTROL).send({ games: newer });
    });
  };
}
