import { browserApi } from '@betfront/api-client';
import { messageDeletedAnswerSchema, messageReadAnswerSchema, messagesAnswerSchema } from '@betfront/contract/messages';
import type { MessagesAnswer } from '@betfront/contract/messages';

export function loadMessages(signal: AbortSignal): Promise<MessagesAnswer> {
  return browserApi().request(messagesAnswerSchema, { method: 'GET', path: '/web-api/messages', signal });
}

export function readMessage(id: string) {
  return browserApi().request(messageReadAnswerSchema, { method: 'POST', path: `/web-api/messages/${id}/read` });
}

export function deleteMessage(id: string) {
  return browserApi().request(messageDeletedAnswerSchema, { method: 'DELETE', path: `/web-api/messages/${id}` });
}
