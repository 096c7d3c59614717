import type { ChatMessage, ChatQueue } from '@betfront/contract/support';
import { useHydrated } from '@betfront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { ChatState } from './chat-api';
import { loadChat, markChatRead } from './chat-api';
import { followChat } from './follow-chat';

const chatKey = (queue: ChatQueue) => ['support-chat', queue] as const;

const withMessage = (messages: ChatMessage[], message: ChatMessage): ChatMessage[] =>
  messages.some((shown) => shown.id === message.id) ? messages : [...messages, message];

export interface Chat {
  /** The conversation so far; null until read, when the read failed, and in the render that hydrates the server's. */
  state: ChatState | null;
  isFailed: boolean;
  /** Adds the player's own message as the platform answered it (which may have started the conversation). */
  addOwn(message: ChatMessage): void;
}

/**
 * The conversation with support on a queue: read once as the chat opens (`staleTime: Infinity`) and forgotten when
 * it closes (`gcTime: 0`), so a chat opened again reads what came meanwhile. While it is open the platform's stream
 * fills it with each new message, and every operator's message is marked read.
 */
export function useChat(queue: ChatQueue): Chat {
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const { data, isError } = useQuery({
    queryKey: chatKey(queue),
    queryFn: ({ signal }) => loadChat(queue, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const conversationId = data?.conversationId ?? null;

  useEffect(() => {
    if (conversationId === null) return undefined;
    void markChatRead(queue).catch(() => undefined);
    return followChat(queue, (message) => {
      queries.setQueryData<ChatState>(
        chatKey(queue),
        (shown) => shown && { ...shown, messages: withMessage(shown.messages, message) },
      );
      if (message.author === 'operator') void markChatRead(queue).catch(() => undefined);
    });
  }, [queue, conversationId, queries]);

  const addOwn = useCallback(
    (message: ChatMessage) =>
      queries.setQueryData<ChatState>(
        chatKey(queue),
        (shown) =>
          shown && { ...shown, conversationId: message.conversationId, messages: withMessage(shown.messages, message) },
      ),
    [queries, queue],
  );

  return { state: isHydrated ? (data ?? null) : null, isFailed: isHydrated && isError, addOwn };
}
