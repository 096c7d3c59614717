import type { ChatMessage, ChatQueue } from '@betfront/contract/support';
import type { Queryable } from '../../db/database';
import { notifyChannel } from '../../db/database';

/** Where a new chat message is announced to every platform process. */
export const CHAT_MESSAGES_CHANNEL = 'support_chat_messages';

/** Whose conversation: a player's, or a visitor's by the hash of their chat cookie. */
export type ChatOwner = { userId: number } | { visitorKey: string };

const ownerColumn = (owner: ChatOwner) => ('userId' in owner ? 'user_id' : 'visitor_key');
const ownerValue = (owner: ChatOwner) => ('userId' in owner ? owner.userId : owner.visitorKey);

interface MessageRow extends Omit<ChatMessage, 'createdAt'> {
  createdAt: Date | string;
}
const MESSAGE_COLUMNS = `id::text as id, conversation_id::text as "conversationId", author, body,
  created_at as "createdAt"`;
const toMessage = (row: MessageRow): ChatMessage => ({ ...row, createdAt: new Date(row.createdAt).toISOString() });

export async function findConversationId(db: Queryable, owner: ChatOwner, queue: ChatQueue): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `select id::text as id from chat_conversations where ${ownerColumn(owner)} = $1 and queue = $2`,
    [ownerValue(owner), queue],
  );
  return rows[0]?.id ?? null;
}

/** The owner's conversation on the queue, opened on their first message; a closed one opens again. */
export async function openConversation(tx: Queryable, owner: ChatOwner, queue: ChatQueue): Promise<string> {
  const column = ownerColumn(owner);
  const rows = await tx.query<{ id: string }>(
    `insert into chat_conversations (${column}, queue) values ($1, $2)
     on conflict (${column}, queue) where ${column} is not null
     do update set status = 'open' returning id::text as id`,
    [ownerValue(owner), queue],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('The chat conversation was not opened');
  return id;
}

export async function insertChatMessage(
  tx: Queryable,
  conversationId: string,
  author: ChatMessage['author'],
  body: string,
): Promise<ChatMessage> {
  const [row] = await tx.query<MessageRow>(
    `insert into chat_messages (conversation_id, author, body) values ($1::bigint, $2, $3) returning ${MESSAGE_COLUMNS}`,
    [conversationId, author, body],
  );
  if (!row) throw new Error('The chat message was not written');
  // Every process's hub reads the table on this, once the message is committed.
  await notifyChannel(tx, CHAT_MESSAGES_CHANNEL, row.id);
  // The writer has seen their own message; the conversation moves up the operator's list.
  const readColumn = author === 'player' ? 'player_read_id' : 'operator_read_id';
  await tx.query(
    `update chat_conversations set last_message_at = now(), ${readColumn} = $2::bigint where id = $1::bigint`,
    [conversationId, row.id],
  );
  return toMessage(row);
}

export async function listChatMessages(db: Queryable, conversationId: string): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_messages where conversation_id = $1::bigint order by id desc limit 200`,
    [conversationId],
  );
  return rows.map(toMessage).reverse();
}

/** Messages written after the given id, in order: what every process pushes to the browsers it serves. */
export async function chatMessagesAfter(db: Queryable, afterId: string): Promise<ChatMessage[]> {
  const rows = await db.query<MessageRow>(
    `select ${MESSAGE_COLUMNS} from chat_messages where id > $1::bigint order by id limit 500`,
    [afterId],
  );
  return rows.map(toMessage);
}

export async function lastChatMessageId(db: Queryable): Promise<string> {
  const rows = await db.query<{ id: string }>('select coalesce(max(id), 0)::text as id from chat_messages');
  return rows[0]?.id ?? '0';
}

/** The other side's messages the reader has not seen. */
export async function countUnreadChat(db: Queryable, conversationId: string, reader: 'player' | 'operator') {
  const rows = await db.query<{ unread: number }>(
    `select count(*)::int as unread from chat_messages m join chat_conversations c on c.id = m.conversation_id
     where c.id = $1::bigint and m.author <> $2 and m.id > (case when $2 = 'player' then c.player_read_id
       else c.operator_read_id end)`,
    [conversationId, reader],
  );
  return rows[0]?.unread ?? 0;
}

export async function markChatRead(db: Queryable, conversationId: string, reader: 'player' | 'operator') {
  const column = reader === 'player' ? 'player_read_id' : 'operator_read_id';
  await db.query(
    `update chat_conversations set ${column} = (select coalesce(max(id), 0) from chat_messages
       where conversation_id = $1::bigint) where id = $1::bigint`,
    [conversationId],
  );
}

export interface OperatorConversation {
  id: string;
  queue: ChatQueue;
  status: 'open' | 'closed';
  userId: number | null;
  login: string | null;
  unread: number;
  lastMessageAt: string;
  messages: ChatMessage[];
}

/** The conversations of a queue, the latest first, each with its messages and what the operator has not read. */
export async function listConversations(db: Queryable, queue: ChatQueue | null, status: 'open' | 'closed') {
  const rows = await db.query<Omit<OperatorConversation, 'messages' | 'lastMessageAt'> & { lastMessageAt: Date }>(
    `select c.id::text as id, c.queue, c.status, c.user_id as "userId", u.login, c.last_message_at as "lastMessageAt",
       (select count(*)::int from chat_messages m where m.conversation_id = c.id and m.author = 'player'
          and m.id > c.operator_read_id) as unread
     from chat_conversations c left join users u on u.id = c.user_id
     where ($1::text is null or c.queue = $1) and c.status = $2 order by c.last_message_at desc limit 100`,
    [queue, status],
  );
  return Promise.all(
    rows.map(async (row) => ({
      ...row,
      lastMessageAt: new Date(row.lastMessageAt).toISOString(),
      messages: await listChatMessages(db, row.id),
    })),
  );
}

export async function closeConversation(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query("update chat_conversations set status = 'closed' where id = $1::bigint returning id", [
    id,
  ]);
  return rows.length > 0;
}

export async function conversationExists(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from chat_conversations where id = $1::bigint', [id])).length > 0;
}

/** The operator's messages the owner has not seen, over all their conversations. */
export async function countOwnerUnread(db: Queryable, owner: ChatOwner): Promise<number> {
  const rows = await db.query<{ unread: number }>(
    `select count(*)::int as unread from chat_messages m join chat_conversations c on c.id = m.conversation_id
     where c.${ownerColumn(owner)} = $1 and m.author = 'operator' and m.id > c.player_read_id`,
    [ownerValue(owner)],
  );
  return rows[0]?.unread ?? 0;
}
