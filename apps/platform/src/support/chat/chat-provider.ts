import type { CHAT_PROVIDERS, ChatAnswer, ChatMessage, ChatQueue } from '@betfront/contract/support';
import type { Database } from '../../db/database';
import type { ChatHub, ChatSubscriber } from './chat-hub';
import type { ChatOwner } from './chat-repository';
import { findConversationId } from './chat-repository';
import { postAsPlayer, readAsPlayer, readChat } from './chat-service';

/**
 * What the site's chat calls need from a chat provider. The platform's own provider keeps conversations in the
 * database; a third party's (livechat, suphelper, chatra, helpcrunch) would answer the same calls from its API and
 * webhooks, so the pages and the routes stay as they are.
 */
export interface ChatProvider {
  readonly name: (typeof CHAT_PROVIDERS)[number];
  read(owner: ChatOwner | null, queue: ChatQueue): Promise<ChatAnswer>;
  post(owner: ChatOwner, queue: ChatQueue, body: string): Promise<ChatMessage>;
  markRead(owner: ChatOwner | null, queue: ChatQueue): Promise<void>;
  /** The owner's conversation to follow, or null before their first message. */
  conversationOf(owner: ChatOwner | null, queue: ChatQueue): Promise<string | null>;
  /** Pushes every new message of the conversation (or of all, for the operator); answers the call that stops. */
  follow(conversationId: ChatSubscriber['conversationId'], send: (message: ChatMessage) => void): Promise<() => void>;
}

/** The platform's own chat: the database holds it, the hub pushes it. */
export function ownChatProvider(db: Database, hub: ChatHub): ChatProvider {
  return {
    name: 'betfront',
    read: (owner, queue) => readChat(db, owner, queue),
    async post(owner, queue, body) {
      const message = await postAsPlayer(db, owner, queue, body);
      hub.wake();
      return message;
    },
    markRead: (owner, queue) => readAsPlayer(db, owner, queue),
    conversationOf: async (owner, queue) => (owner ? findConversationId(db, owner, queue) : null),
    follow: (conversationId, send) => hub.subscribe({ conversationId, send }),
  };
}
