import type { SupportRequest, SupportRequestStatus, SupportTopic } from '@betfront/contract/support';
import type { Queryable } from '../../db/database';
import type { LetterLanguage } from './answer-letter';
import type { AttachmentType, ReceivedAttachment } from './read-letter';

/** A request as the platform keeps it: the public thread plus whom it belongs to and where answers go. */
export interface StoredRequest extends SupportRequest {
  userId: number | null;
  email: string | null;
  language: LetterLanguage;
}

interface RequestRow {
  id: string;
  userId: number | null;
  email: string | null;
  language: LetterLanguage;
  topic: SupportTopic;
  status: SupportRequestStatus;
  createdAt: Date | string;
  updatedAt: Date | string;
}

interface MessageRow {
  id: string;
  requestId: string;
  author: 'player' | 'operator';
  body: string;
  createdAt: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const REQUEST_COLUMNS = `id::text as id, user_id as "userId", email, language, topic, status, created_at as "createdAt",
  updated_at as "updatedAt"`;

/** The threads of the requests, each message with its attachments (without their bytes). */
async function withThreads(db: Queryable, rows: RequestRow[]): Promise<StoredRequest[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const messages = await db.query<MessageRow>(
    `select id::text as id, request_id::text as "requestId", author, body, created_at as "createdAt"
     from support_request_messages where request_id = any($1::bigint[]) order by id`,
    [ids],
  );
  const attachments = await db.query<{ id: string; messageId: string; contentType: AttachmentType; size: number }>(
    `select a.id::text as id, a.message_id::text as "messageId", a.content_type as "contentType", a.size_bytes as size
     from support_attachments a join support_request_messages m on m.id = a.message_id
     where m.request_id = any($1::bigint[]) order by a.id`,
    [ids],
  );
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    messages: messages
      .filter((message) => message.requestId === row.id)
      .map((message) => ({
        author: message.author,
        body: message.body,
        createdAt: iso(message.createdAt),
        attachments: attachments
          .filter((attachment) => attachment.messageId === message.id)
          .map(({ id, contentType, size }) => ({ id, contentType, size })),
      })),
  }));
}

export interface NewRequestRow {
  userId: number | null;
  email: string | null;
  language: LetterLanguage;
  topic: SupportTopic;
  requestId: string;
}

/** The new request's id; null when its sender already sent this request id (nothing is written then). */
export async function insertRequest(tx: Queryable, request: NewRequestRow): Promise<string | null> {
  const conflictTarget =
    request.userId === null
      ? '(email, request_id) where user_id is null'
      : '(user_id, request_id) where user_id is not null';
  const rows = await tx.query<{ id: string }>(
    `insert into support_requests (user_id, email, language, topic, status, request_id)
     values ($1, $2, $3, $4, 'open', $5) on conflict ${conflictTarget} do nothing returning id::text as id`,
    [request.userId, request.email, request.language, request.topic, request.requestId],
  );
  return rows[0]?.id ?? null;
}

export async function findRequestIdBySender(
  db: Queryable,
  sender: { userId: number | null; email: string | null },
  requestId: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    sender.userId === null
      ? 'select id::text as id from support_requests where user_id is null and email = $1 and request_id = $2'
      : 'select id::text as id from support_requests where user_id = $1 and request_id = $2',
    [sender.userId ?? sender.email, requestId],
  );
  return rows[0]?.id ?? null;
}

/** Adds a message with its attachments to the thread and leaves the request in the status given; answers its id. */
export async function addMessage(
  tx: Queryable,
  requestId: string,
  message: { author: 'player' | 'operator'; body: string; attachments: readonly ReceivedAttachment[] },
  status: SupportRequestStatus,
): Promise<string> {
  const [inserted] = await tx.query<{ id: string }>(
    `insert into support_request_messages (request_id, author, body) values ($1::bigint, $2, $3)
     returning id::text as id`,
    [requestId, message.author, message.body],
  );
  if (!inserted) throw new Error('The support message was not written');
  for (const attachment of message.attachments) {
    await tx.query(
      `insert into support_attachments (message_id, content_type, size_bytes, bytes) values ($1::bigint, $2, $3, $4)`,
      [inserted.id, attachment.contentType, attachment.bytes.length, attachment.bytes],
    );
  }
  await tx.query('update support_requests set status = $2, updated_at = now() where id = $1::bigint', [
    requestId,
    status,
  ]);
  return inserted.id;
}

export type LockedRequest = Pick<StoredRequest, 'userId' | 'email' | 'language' | 'topic' | 'status'>;

/** The request, locked for the transaction that writes in its thread. */
export async function lockRequest(tx: Queryable, id: string): Promise<LockedRequest | null> {
  const rows = await tx.query<LockedRequest>(
    `select user_id as "userId", email, language, topic, status from support_requests where id = $1::bigint for update`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findRequest(db: Queryable, id: string): Promise<StoredRequest | null> {
  const rows = await db.query<RequestRow>(`select ${REQUEST_COLUMNS} from support_requests where id = $1::bigint`, [
    id,
  ]);
  const [found] = await withThreads(db, rows);
  return found ?? null;
}

/** A player's requests, or (for the operator) everyone's in a status; newest change first. */
export async function listRequests(
  db: Queryable,
  filter: { userId?: number; status?: SupportRequestStatus },
): Promise<StoredRequest[]> {
  const rows = await db.query<RequestRow>(
    `select ${REQUEST_COLUMNS} from support_requests
     where ($1::int is null or user_id = $1) and ($2::text is null or status = $2)
     order by updated_at desc, id desc limit 100`,
    [filter.userId ?? null, filter.status ?? null],
  );
  return withThreads(db, rows);
}

export async function closeRequest(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query(
    "update support_requests set status = 'closed', updated_at = now() where id = $1::bigint returning id",
    [id],
  );
  return rows.length > 0;
}

/** An attachment's bytes with the request it belongs to, so the caller can check who may see it. */
export async function findAttachment(
  db: Queryable,
  id: string,
): Promise<{ contentType: AttachmentType; bytes: Buffer; userId: number | null } | null> {
  const rows = await db.query<{ contentType: AttachmentType; bytes: Uint8Array; userId: number | null }>(
    `select a.content_type as "contentType", a.bytes, r.user_id as "userId"
     from support_attachments a join support_request_messages m on m.id = a.message_id
     join support_requests r on r.id = m.request_id where a.id = $1::bigint`,
    [id],
  );
  const row = rows[0];
  return row ? { ...row, bytes: Buffer.from(row.bytes) } : null;
}
