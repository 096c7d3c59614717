import { CHAT_EVENT, chatMessageSchema } from '@betfront/contract/support';
import type { ChatMessage, ChatQueue } from '@betfront/contract/support';

/**
 * Follows the conversation's new messages as the platform pushes them (server-sent events); the browser reconnects
 * by itself after a break. Answers the call that stops following.
 */
export function followChat(queue: ChatQueue, onMessage: (message: ChatMessage) => void): () => void {
  const source = new EventSource(`/web-api/support/chat/stream?queue=${queue}`);
  source.addEventListener(CHAT_EVENT, (event) => {
    const parsed = chatMessageSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
    if (parsed.success) onMessage(parsed.data);
  });
  return () => source.close();
}
