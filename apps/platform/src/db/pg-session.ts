import pg from 'pg';
import type { ChannelHandlers, Database } from './database';
import { channelIdentifier } from './database';
import type { PgTimeouts } from './pg-database';

const RECONNECT_MS = 1000;

/**
 * The one long-lived connection of a process besides its pool: it listens to the channels the process follows
 * and holds the session locks of the jobs it leads. When it is lost, the leads go with it (the server releases
 * their locks, so another process takes them) and it comes back by itself, telling listeners to resync.
 */
export function createPgSession(
  connectionString: string,
  timeouts: PgTimeouts,
): Pick<Database, 'listen' | 'tryLead' | 'close'> {
  const channels = new Map<string, Set<ChannelHandlers>>();
  const leads = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let isClosed = false;
  /** The connection runs one statement at a time: each waits for the one before. */
  let queue: Promise<unknown> = Promise.resolve();
  const run = <T>(statement: () => Promise<T>): Promise<T> => {
    const next = queue.then(statement, statement);
    queue = next.catch(() => {});
    return next;
  };

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    leads.clear();
    lost.end().catch(() => {});
    scheduleReconnect();
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.statementMs + timeouts.connectMs,
    });
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      for (const handlers of channels.get(message.channel) ?? []) handlers.onMessage(message.payload ?? '');
    });
    await next.connect();
    for (const channel of channels.keys()) await next.query(`listen ${channelIdentifier(channel)}`);
    return next;
  };

  const session = (): Promise<pg.Client> => {
    if (isClosed) return Promise.reject(new Error('The database is closed'));
    if (client) return Promise.resolve(client);
    connecting ??= open()
      .then((opened) => {
        client = opened;
        return opened;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  function scheduleReconnect() {
    if (isClosed || reconnectTimer || channels.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      session().then(
        () => {
          for (const set of channels.values()) for (const handlers of set) handlers.onResync?.();
        },
        () => scheduleReconnect(),
      );
    }, RECONNECT_MS);
    reconnectTimer.unref();
  }

  return {
    async listen(channel, handlers) {
      const name = channelIdentifier(channel);
      const set = channels.get(name) ?? new Set();
      const isFirst = set.size === 0;
      set.add(handlers);
      channels.set(name, set);
      try {
        if (isFirst) {
          const connection = await session();
          await run(() => connection.query(`listen ${name}`));
        }
      } catch {
        // Heard once the connection is back, with a resync.
        scheduleReconnect();
      }
      return async () => {
        set.delete(handlers);
        if (set.size > 0) return;
        channels.delete(name);
        const connection = client;
        if (connection) await run(() => connection.query(`unlisten ${name}`)).catch(() => {});
      };
    },
    async tryLead(job) {
      if (leads.has(job)) return true;
      try {
        const connection = await session();
        const answer = await run(() =>
          connection.query<{ held: boolean }>('select pg_try_advisory_lock(hashtext($1)) as held', [job]),
        );
        const [row] = answer.rows;
        if (row?.held && client === connection) leads.add(job);
        return leads.has(job);
      } catch {
        return false;
      }
    },
    async close() {
      isClosed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      const open = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      leads.clear();
      await open?.end().catch(() => {});
    },
  };
}
