import { browserApi } from '@betfront/api-client';
import { chatUnreadAnswerSchema } from '@betfront/contract/support';
import { pollEvery, subscribe } from '@betfront/remote-kit';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** As the messages: polled every 60 s (site §9). */
const POLL_MS = 60_000;
const UNREAD_CHAT_KEY = ['support', 'chat', 'unread'];

/** Support's chat answers the player (or visitor) has not seen; read again at once when the chat shows them. */
export function useUnreadChat(): number {
  const queries = useQueryClient();
  const unread = useQuery({
    queryKey: UNREAD_CHAT_KEY,
    queryFn: ({ signal }) =>
      browserApi()
        .request(chatUnreadAnswerSchema, { method: 'GET', path: '/web-api/support/chat/unread', signal })
        .then((answer) => answer.unread),
    ...pollEvery(POLL_MS),
  });
  useEffect(
    () => subscribe('chatRead', () => void queries.invalidateQueries({ queryKey: UNREAD_CHAT_KEY })),
    [queries],
  );
  return unread.data ?? 0;
}
