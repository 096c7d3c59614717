import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameSummary } from '@betfront/contract/sportsbook';

export interface FeedProxy {
  url: string;
  /** Open feed connections. */
  connections(): number;
  /** Sends every open feed the games, as the platform's feed would. */
  push(games: readonly GameSummary[]): void;
  close(): Promise<void>;
}

function forward(target: URL, request: IncomingMessage, response: ServerResponse): void {
  const upstream = httpRequest(
    { host: target.hostname, port: target.port, path: request.url, method: request.method, headers: request.headers },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
}

/**
 * The site as the platform serves it, except the live feed: the bench decides when every open feed receives
 * which games, so each update tick is the same size and lands at a known moment.
 */
export async function startFeedProxy(platformUrl: string): Promise<FeedProxy> {
  const target = new URL(platformUrl);
  const feeds = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    if (!request.url?.startsWith('/web-api/sportsbook/feed')) return forward(target, request, response);
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    response.write(': bench feed\n\n');
    feeds.add(response);
    request.on('close', () => feeds.delete(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    connections: () => feeds.size,
    push(games) {
      const event = `event: games\ndata: ${JSON.stringify({ games })}\n\n`;
      for (const feed of feeds) feed.write(event);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const feed of feeds) feed.end();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
