import type { ChatMessage } from '@betfront/contract/support';
import type { Queryable } from '../../db/database';
import { chatMessagesAfter, lastChatMessageId } from './chat-repository';

/** Where one open stream wants messages: one conversation's, or (the operator page) every conversation's. */
export interface ChatSubscriber {
  conversationId: string | 'all';
  send(message: ChatMessage): void;
}

export interface ChatHubOptions {
  /** How often the shared table is read while anyone listens: the longest a message from another process waits. */
  pollMs: number;
  onError(error: unknown): void;
}

/**
 * Pushes new chat messages to the streams this process serves. Messages are followed in the database by their id,
 * not in memory, so a message written by any process (or by the admin command) reaches every browser; a write in
 * this process wakes the hub at once.
 */
export function createChatHub(db: Queryable, options: ChatHubOptions) {
  const subscribers = new Set<ChatSubscriber>();
  let lastSeen: string | null = null;
  let timer: NodeJS.Timeout | null = null;
  let reading: Promise<void> | null = null;

  async function readNew(): Promise<void> {
    lastSeen ??= await lastChatMessageId(db);
    const messages = await chatMessagesAfter(db, lastSeen);
    for (const message of messages) {
      lastSeen = message.id;
      for (const subscriber of subscribers) {
        if (subscriber.conversationId === 'all' || subscriber.conversationId === message.conversationId) {
          subscriber.send(message);
        }
      }
    }
  }

  function wake(): void {
    reading ??= readNew()
      .catch(options.onError)
      .finally(() => {
        reading = null;
      });
  }

  return {
    /** Answers the call that stops the subscription. */
    async subscribe(subscriber: ChatSubscriber): Promise<() => void> {
      // The stream's snapshot is read by the caller; messages after this point are pushed (the browser drops one it
      // already has by its id).
      if (subscribers.size === 0) lastSeen = await lastChatMessageId(db);
      subscribers.add(subscriber);
      timer ??= setInterval(wake, options.pollMs);
      return () => {
        subscribers.delete(subscriber);
        if (subscribers.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    wake,
    close(): void {
      subscribers.clear();
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type ChatHub = ReturnType<typeof createChatHub>;
