import type { OutboxMessage } from '@betfront/contract/auth';
import type { Queryable } from '../db/database';

export interface NewOutboxMessage {
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
}

export async function insertOutboxMessage(db: Queryable, message: NewOutboxMessage): Promise<void> {
  await db.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    message.channel,
    message.recipient,
    message.subject,
    message.body,
  ]);
}

const OUTBOX_PAGE_SIZE = 200;

/** The newest messages first, optionally only those to one recipient. */
export async function listOutboxMessages(db: Queryable, recipient: string | null): Promise<OutboxMessage[]> {
  const rows = await db.query<Omit<OutboxMessage, 'created_at'> & { created_at: Date | string }>(
    `select id, channel, recipient, subject, body, created_at from outbox_messages
     where $1::text is null or recipient = $1 order by id desc limit ${OUTBOX_PAGE_SIZE}`,
    [recipient],
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
