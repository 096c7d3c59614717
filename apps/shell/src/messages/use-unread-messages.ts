import { browserApi } from '@betfront/api-client';
import { pollEvery, subscribe } from '@betfront/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Site §9: the messages are polled every 60 s. */
const POLL_MS = 60_000;
const UNREAD_MESSAGES_KEY = ['messages', 'unread'];

/**
 * The player's unread office messages: polled, and set at once when the office page reads or deletes one. A visitor
 * has none and nothing is asked.
 */
export function useUnreadMessages(isPlayer: boolean): number {
  const queries = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_MESSAGES_KEY,
    queryFn: async ({ signal }) => {
      // The messages contract loads for a player only, not with every page.
      const { unreadMessagesAnswerSchema } = await import('@betfront/contract/messages');
      const answer = await browserApi().request(unreadMessagesAnswerSchema, {
        method: 'GET',
        path: '/web-api/messages/unread',
        signal,
      });
      return answer.unread;
    },
    enabled: isPlayer,
    ...pollEvery(POLL_MS),
  });
  // The announced count holds until the next poll answers.
  useEffect(
    () => subscribe('messagesChanged', ({ unread: announced }) => queries.setQueryData(UNREAD_MESSAGES_KEY, announced)),
    [queries],
  );
  return isPlayer ? (unread.data ?? 0) : 0;
}
