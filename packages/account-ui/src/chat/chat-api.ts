import { browserApi } from '@betfront/api-client';
import { chatAnswerSchema, chatPostedSchema } from '@betfront/contract/support';
import type { ChatQueue } from '@betfront/contract/support';
import { publish } from '@betfront/remote-kit';
import { z } from 'zod/mini';

const chatStateSchema = z.extend(chatAnswerSchema, { isStaffed: z.boolean() });
export type ChatState = z.infer<typeof chatStateSchema>;

export function loadChat(queue: ChatQueue, signal: AbortSignal): Promise<ChatState> {
  return browserApi().request(chatStateSchema, {
    method: 'GET',
    path: '/web-api/support/chat',
    query: { queue },
    signal,
  });
}

export async function postChatMessage(queue: ChatQueue, body: string) {
  return (
    await browserApi().request(chatPostedSchema, {
      method: 'POST',
      path: '/web-api/support/chat/messages',
      body: { queue, body },
    })
  ).message;
}

export async function markChatRead(queue: ChatQueue) {
  await browserApi().request(z.object({ unread: z.int() }), {
    method: 'POST',
    path: '/web-api/support/chat/read',
    body: { queue },
  });
  publish('chatRead', {});
}
