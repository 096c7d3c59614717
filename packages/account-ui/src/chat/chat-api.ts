import { browserApi } from '@betfront/api-client';
import { chatAnswerSchema, chatPostedSchema, chatPostSchema } from '@betfront/contract/support';
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

/** A message to post, with the schema the platform checks it with. */
export const chatMessageRequest = (queue: ChatQueue, body: string) => ({
  schema: chatPostSchema,
  body: { queue, body },
});

export async function postChatMessage(body: z.input<typeof chatPostSchema>) {
  return (
    await browserApi().request(chatPostedSchema, { method: 'POST', path: '/web-api/support/chat/messages', body })
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
