import type { PlayerMessage } from '@betfront/contract/messages';
import type { Queryable } from '../db/database';

/** Who an operator's message goes to: one player, or every player matching all the given traits. */
export interface MessageAudience {
  userId?: number;
  countryCode?: string;
  currencyIso?: string;
  language?: string;
}

export interface NewMessage {
  source: PlayerMessage['source'];
  /** Identifies the send: sending again with the same id writes nothing new. */
  sendId: string;
  subject: string;
  body: string;
}

interface MessageRow {
  id: string;
  source: PlayerMessage['source'];
  subject: string;
  body: string;
  createdAt: Date | string;
  readAt: Date | string | null;
}

const COLUMNS = `id::text as id, source, subject, body, created_at as "createdAt", read_at as "readAt"`;

const toMessage = (row: MessageRow): PlayerMessage => ({
  ...row,
  createdAt: new Date(row.createdAt).toISOString(),
  readAt: row.readAt === null ? null : new Date(row.readAt).toISOString(),
});

/** Writes the message into the inbox of every player of the audience; answers how many received it. */
export async function insertMessages(db: Queryable, audience: MessageAudience, message: NewMessage): Promise<number> {
  const rows = await db.query<{ id: string }>(
    `insert into player_messages (user_id, source, send_id, subject, body)
     select u.id, $5, $6, $7, $8 from users u
     where ($1::int is null or u.id = $1)
       and ($2::text is null or u.country_code = $2)
       and ($3::text is null or exists (
         select 1 from accounts a join currencies c on c.id = a.currency_id
         where a.user_id = u.id and a.type = 0 and c.iso = $3))
       and ($4::text is null or u.language = $4)
     on conflict (user_id, send_id) do nothing
     returning id::text as id`,
    [
      audience.userId ?? null,
      audience.countryCode ?? null,
      audience.currencyIso ?? null,
      audience.language ?? null,
      message.source,
      message.sendId,
      message.subject,
      message.body,
    ],
  );
  return rows.length;
}

export async function listMessages(db: Queryable, userId: number): Promise<PlayerMessage[]> {
  const rows = await db.query<MessageRow>(
    `select ${COLUMNS} from player_messages where user_id = $1 and deleted_at is null order by id desc limit 200`,
    [userId],
  );
  return rows.map(toMessage);
}

export async function countUnread(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ unread: number }>(
    `select count(*)::int as unread from player_messages
     where user_id = $1 and deleted_at is null and read_at is null`,
    [userId],
  );
  return rows[0]?.unread ?? 0;
}

/** Marks the player's message read (the first reading's time is kept); null when the player has no such message. */
export async function markRead(db: Queryable, userId: number, id: string): Promise<PlayerMessage | null> {
  const rows = await db.query<MessageRow>(
    `update player_messages set read_at = coalesce(read_at, now())
     where id = $1::bigint and user_id = $2 and deleted_at is null returning ${COLUMNS}`,
    [id, userId],
  );
  return rows[0] ? toMessage(rows[0]) : null;
}

/** Takes the message out of the player's inbox; false when the player has no such message. */
export async function deleteMessage(db: Queryable, userId: number, id: string): Promise<boolean> {
  const rows = await db.query(
    `update player_messages set deleted_at = now()
     where id = $1::bigint and user_id = $2 and deleted_at is null returning id`,
    [id, userId],
  );
  return rows.length > 0;
}
