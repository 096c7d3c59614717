import type { ChatAnswer, ChatMessage, ChatQueue } from '@betfront/contract/support';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { mergeScalarSettings } from '../../settings/scalar-settings';
import { readStoredScalarSettings } from '../../settings/scalar-settings-repository';
import type { ChatOwner } from './chat-repository';
import {
  closeConversation,
  conversationExists,
  countUnreadChat,
  findConversationId,
  insertChatMessage,
  listChatMessages,
  markChatRead,
  openConversation,
} from './chat-repository';

/** The payments queue has consultants only while the operator says so (`isPaymentConsultantAvailable`). */
export async function isQueueStaffed(db: Queryable, queue: ChatQueue): Promise<boolean> {
  if (queue === 'support') return true;
  return mergeScalarSettings(await readStoredScalarSettings(db)).isPaymentConsultantAvailable;
}

export async function readChat(db: Queryable, owner: ChatOwner | null, queue: ChatQueue): Promise<ChatAnswer> {
  const conversationId = owner ? await findConversationId(db, owner, queue) : null;
  if (conversationId === null) return { conversationId: null, messages: [], unread: 0 };
  return {
    conversationId,
    messages: await listChatMessages(db, conversationId),
    unread: await countUnreadChat(db, conversationId, 'player'),
  };
}

/** The player's (or visitor's) message: the conversation opens with the first one. */
export async function postAsPlayer(
  db: Database,
  owner: ChatOwner,
  queue: ChatQueue,
  body: string,
): Promise<ChatMessage> {
  if (!(await isQueueStaffed(db, queue))) {
    throw new HttpError(503, 'consultant_unavailable', 'No consultant is available now');
  }
  return db.transaction(async (tx) => insertChatMessage(tx, await openConversation(tx, owner, queue), 'player', body));
}

export async function readAsPlayer(db: Queryable, owner: ChatOwner | null, queue: ChatQueue): Promise<void> {
  const conversationId = owner ? await findConversationId(db, owner, queue) : null;
  if (conversationId !== null) await markChatRead(db, conversationId, 'player');
}

const notFound = (id: string) => new HttpError(404, 'chat_not_found', `There is no chat ${id}`);

/** The operator's answer; it is pushed to the player's open page by every process that serves it. */
export async function answerChat(db: Database, id: string, body: string): Promise<ChatMessage> {
  if (!(await conversationExists(db, id))) throw notFound(id);
  return db.transaction(async (tx) => {
    await tx.query("update chat_conversations set status = 'open' where id = $1::bigint", [id]);
    return insertChatMessage(tx, id, 'operator', body);
  });
}

export async function closeChat(db: Queryable, id: string): Promise<{ id: string; status: 'closed' }> {
  if (!(await closeConversation(db, id))) throw notFound(id);
  return { id, status: 'closed' };
}

export async function readAsOperator(db: Queryable, id: string): Promise<{ id: string }> {
  if (!(await conversationExists(db, id))) throw notFound(id);
  await markChatRead(db, id, 'operator');
  return { id };
}
