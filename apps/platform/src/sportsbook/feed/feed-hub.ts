import type { GameSummary } from '@betfront/contract/sportsbook';
import { FEED_EVENT } from '@betfront/contract/sportsbook-feed';
import type { ChangeStream } from './change-stream';

/** The games one page follows, in the language and detail it shows them. */
export interface FeedSubscription {
  ids: readonly number[];
  lng: string;
  detail: boolean;
  /** Versions the page already holds: the snapshot leaves out a game still at its version. */
  known?: ReadonlyMap<number, number>;
}

/** Where a client's events go: an open event stream. */
export interface FeedSink {
  write(chunk: string): void;
  end(): void;
}

export interface FeedHubOptions {
  changes: ChangeStream;
  /** The games among the ids, as the site shows them now. */
  load(ids: readonly number[], lng: string, detail: boolean): Promise<GameSummary[]>;
  /** At most one batch of changes per this many ms. */
  batchMs: number;
  /** A comment this often keeps proxies from closing a quiet stream. */
  pingMs: number;
  onError(error: unknown): void;
}

interface FeedClient extends FeedSubscription {
  sink: FeedSink;
  /** Changes go out only after the snapshot, so the snapshot is always the first event. */
  hasSnapshot: boolean;
  /** The version of each game last sent, so a change the snapshot already held is not sent again. */
  sentVersions: Map<number, number>;
}

interface GameJson {
  id: number;
  version: number;
  json: string;
}

/** Whether a game is newer than the version of it a page holds (any version, when it holds none). */
export const isNewerThanKnown = (
  known: ReadonlyMap<number, number> | undefined,
  game: { id: number; version: number },
) => (known?.get(game.id) ?? -Infinity) < game.version;

const eventOf = (gamesJson: readonly string[]) => `event: ${FEED_EVENT}\ndata: {"games":[${gamesJson.join(',')}]}\n\n`;
const groupKey = (client: FeedSubscription) => `${client.lng}|${client.detail}`;

/**
 * Fans the sportsbook's changes out to open event streams: each client gets a snapshot of its games, then, at most
 * once per batch, the ones of them that changed. A game is priced and serialised once per batch per language and
 * detail, however many clients follow it.
 */
export function createFeedHub(options: FeedHubOptions) {
  const clients = new Set<FeedClient>();
  let pending = new Set<number>();
  let flushTimer: NodeJS.Timeout | null = null;
  let isFlushing = false;
  let lastFlushAt = 0;
  let isClosed = false;

  async function loadJson(groups: Map<string, FeedSubscription>): Promise<Map<string, Map<number, GameJson>>> {
    const loaded = new Map<string, Map<number, GameJson>>();
    await Promise.all(
      [...groups].map(async ([key, group]) => {
        const games = await options.load(group.ids, group.lng, group.detail);
        loaded.set(
          key,
          new Map(games.map((game) => [game.id, { id: game.id, version: game.version, json: JSON.stringify(game) }])),
        );
      }),
    );
    return loaded;
  }

  /** The games a client has not yet had at their version, noted as sent. */
  function unsent<TGame extends { id: number; version: number }>(client: FeedClient, games: readonly TGame[]) {
    const fresh = games.filter((game) => isNewerThanKnown(client.sentVersions, game));
    for (const game of fresh) client.sentVersions.set(game.id, game.version);
    return fresh;
  }

  async function flush(): Promise<void> {
    isFlushing = true;
    lastFlushAt = Date.now();
    const changed = pending;
    pending = new Set();
    try {
      const groups = new Map<string, FeedSubscription & { ids: number[] }>();
      for (const client of clients) {
        if (!client.hasSnapshot) continue;
        const key = groupKey(client);
        const group = groups.get(key) ?? { lng: client.lng, detail: client.detail, ids: [] };
        group.ids.push(...client.ids.filter((id) => changed.has(id)));
        groups.set(key, group);
      }
      for (const group of groups.values()) group.ids = [...new Set(group.ids)];
      const loaded = await loadJson(groups);
      for (const client of clients) {
        const json = loaded.get(groupKey(client));
        if (!client.hasSnapshot || !json) continue;
        const games = unsent(
          client,
          client.ids.flatMap((id) => (changed.has(id) ? (json.get(id) ?? []) : [])),
        );
        if (games.length > 0) client.sink.write(eventOf(games.map((game) => game.json)));
      }
    } catch (error) {
      options.onError(error);
    } finally {
      isFlushing = false;
      if (pending.size > 0) schedule();
    }
  }

  function schedule(): void {
    if (flushTimer || isFlushing || isClosed) return;
    const wait = Math.max(0, lastFlushAt + options.batchMs - Date.now());
    flushTimer = setTimeout(() => {
      flushTimer = null;
      void flush();
    }, wait);
    flushTimer.unref();
  }

  const stopListening = options.changes.subscribe((gameIds) => {
    if (clients.size === 0) return;
    for (const id of gameIds) pending.add(id);
    schedule();
  });

  const pinger = setInterval(() => {
    for (const client of clients) if (client.hasSnapshot) client.sink.write(': ping\n\n');
  }, options.pingMs);
  pinger.unref();

  async function sendSnapshot(client: FeedClient): Promise<void> {
    try {
      const games = await options.load(client.ids, client.lng, client.detail);
      if (!clients.has(client)) return;
      client.sink.write(eventOf(unsent(client, games).map((game) => JSON.stringify(game))));
      client.hasSnapshot = true;
    } catch (error) {
      options.onError(error);
      clients.delete(client);
      client.sink.end();
    }
  }

  return {
    /** Closed: a client should poll instead. */
    get isClosed(): boolean {
      return isClosed;
    },

    get size(): number {
      return clients.size;
    },

    /** Starts a client's stream with its snapshot; answers the call that forgets it when it goes away. */
    connect(subscription: FeedSubscription, sink: FeedSink): () => void {
      const client: FeedClient = {
        ...subscription,
        sink,
        hasSnapshot: false,
        sentVersions: new Map(subscription.known),
      };
      clients.add(client);
      void sendSnapshot(client);
      return () => {
        clients.delete(client);
      };
    },

    /** Ends every open stream, so the server can close. */
    close(): void {
      if (isClosed) return;
      isClosed = true;
      stopListening();
      clearInterval(pinger);
      if (flushTimer) clearTimeout(flushTimer);
      for (const client of clients) client.sink.end();
      clients.clear();
    },
  };
}
