import { browserApi } from '@betfront/api-client';
import { chatUnreadAnswerSchema } from '@betfront/contract/support';
import { subscribe, usePolling } from '@betfront/remote-kit';
import { useCallback, useEffect } from 'react';

/** As the messages: polled every 60 s (site §9). */
const POLL_MS = 60_000;

const loadUnread = (signal: AbortSignal) =>
  browserApi()
    .request(chatUnreadAnswerSchema, { method: 'GET', path: '/web-api/support/chat/unread', signal })
    .then((answer) => answer.unread);

/** Support's chat answers the player (or visitor) has not seen; read again at once when the chat shows them. */
export function useUnreadChat(): number {
  const polled = usePolling(
    useCallback((signal: AbortSignal) => loadUnread(signal), []),
    { intervalMs: POLL_MS },
  );
  const { refresh } = polled;
  useEffect(() => subscribe('chatRead', () => refresh()), [refresh]);
  return polled.value ?? 0;
}
