import { browserApi } from '@betfront/api-client';
import { unreadMessagesAnswerSchema } from '@betfront/contract/messages';
import { subscribe, usePolling } from '@betfront/remote-kit';
import { useCallback, useEffect, useState } from 'react';

/** Site §9: the messages are polled every 60 s. */
const POLL_MS = 60_000;

const loadUnread = (signal: AbortSignal) =>
  browserApi()
    .request(unreadMessagesAnswerSchema, { method: 'GET', path: '/web-api/messages/unread', signal })
    .then((answer) => answer.unread);

/**
 * The player's unread office messages: polled, and set at once when the office page reads or deletes one. A visitor
 * has none and nothing is asked.
 */
export function useUnreadMessages(isPlayer: boolean): number {
  const polled = usePolling(
    useCallback((signal: AbortSignal) => (isPlayer ? loadUnread(signal) : Promise.resolve(0)), [isPlayer]),
    { intervalMs: POLL_MS },
  );
  // An announced count holds until the next poll answers.
  const [announced, setAnnounced] = useState<{ unread: number; polled: number | null } | null>(null);
  const polledValue = polled.value;
  useEffect(
    () => subscribe('messagesChanged', ({ unread }) => setAnnounced({ unread, polled: polledValue })),
    [polledValue],
  );
  return announced?.polled === polledValue ? announced.unread : (polledValue ?? 0);
}
