export type Row = Record<string, unknown>;

/** What repositories need: parameterised queries ($1, $2, …) and multi-statement scripts. */
export interface Queryable {
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  execute(sql: string): Promise<void>;
}

export interface ChannelHandlers {
  onMessage(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost and is back): read afresh. */
  onResync?(): void;
}

export interface Database extends Queryable {
  /** Runs fn in one transaction: committed when fn resolves, rolled back when it throws. */
  transaction<R>(fn: (tx: Queryable) => Promise<R>): Promise<R>;
  /**
   * Hears what any process of this database sends on `channel` (`notifyChannel`). Answers the call that stops
   * listening.
   */
  listen(channel: string, handlers: ChannelHandlers): Promise<() => Promise<void>>;
  /**
   * Whether this process leads a job across every process of this database, taking the lead when nobody holds
   * it. A lead lasts as long as the process's connection: when the process dies, another takes over.
   */
  tryLead(job: string): Promise<boolean>;
  /**
   * A copy of the whole embedded database as one archive, consistent at one moment: what a restart after a crash
   * at that moment would find. Absent on a PostgreSQL server, which has its own tools (pg_dump, pg_basebackup).
   */
  backup?(): Promise<Blob>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z][a-z0-9_]{0,62}$/;

/** A channel name as SQL may name it; channels are fixed names of the platform's own code. */
export function channelIdentifier(channel: string): string {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/** Sends a notification on a channel to every listening process, once the transaction it runs in commits. */
export async function notifyChannel(db: Queryable, channel: string, payload = ''): Promise<void> {
  await db.query('select pg_notify($1, $2)', [channelIdentifier(channel), payload]);
}
