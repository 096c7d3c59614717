import { announceAccounts, fetchAccountData } from '@betfront/account-ui/wallet';

/** What the game page in the frame posts after a real-money round. */
const BALANCE_MESSAGE = 'betfront:casino-balance';

/**
 * Listens to the game in the frame: after each real-money round the player's accounts are read again, so the
 * header's balance follows the game. Only messages from this site's own origin count.
 */
export function relayGameBalance(): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    const data = event.data as { type?: unknown } | null;
    if (data?.type !== BALANCE_MESSAGE) return;
    fetchAccountData().then(announceAccounts, () => undefined);
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
