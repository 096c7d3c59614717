import { request } from 'node:http';
import type { ClientRequest } from 'node:http';

export interface FeedClient {
  /** The HTTP status the feed answered with. */
  status: number;
  /** Resolves at the first moment the client has read the game at this version or a later one. */
  versionSeen(version: number): Promise<number>;
  close(): void;
}

/**
 * One browser's live feed of one game over its own connection, from its own address (the platform trusts the local
 * proxy header), reading the versions of the game it is sent.
 */
export function openFeedClient(baseUrl: string, gameId: number, address: string): Promise<FeedClient> {
  return new Promise((resolve, reject) => {
    let latest = -1;
    let waiters: { version: number; done: (at: number) => void }[] = [];
    let req: ClientRequest | null = null;
    const url = new URL(`/web-api/sportsbook/feed?lng=en&ids=${gameId}`, baseUrl);
    req = request(
      url,
      { agent: false, headers: { 'x-forwarded-for': address, accept: 'text/event-stream' } },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          for (const event of events) {
            for (const match of event.matchAll(/"version":(\d+)/g)) latest = Math.max(latest, Number(match[1]));
          }
          const now = performance.now();
          waiters = waiters.filter((waiter) => (waiter.version <= latest ? (waiter.done(now), false) : true));
        });
        res.on('error', () => undefined);
        resolve({
          status: res.statusCode ?? 0,
          versionSeen: (version) =>
            version <= latest
              ? Promise.resolve(performance.now())
              : new Promise((done) => waiters.push({ version, done })),
          close: () => req?.destroy(),
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Client addresses 10.x.y.z, one per client, as many distinct ones as asked. */
export function clientAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}
