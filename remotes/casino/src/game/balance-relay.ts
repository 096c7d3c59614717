import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import type { QueryClient } from '@tanstack/react-query';

/** What the game page in the frame posts after a real-money round. */
const BALANCE_MESSAGE = 'betfront:casino-balance';

/**
 * Listens to the game in the frame: after each real-money round every view of the player's balance reads it again,
 * so the header's balance follows the game. Only messages from this site's own origin count.
 */
export function relayGameBalance(queries: QueryClient): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== BALANCE_MESSAGE) return;
    void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
