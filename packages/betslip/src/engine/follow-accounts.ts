import { onAccountsAnnounced } from '@betfront/account-ui/wallet';
import type { AccountData } from '@betfront/contract/accounts';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import { QueryObserver } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';

/**
 * The player's accounts as the page's accounts query holds them, the query every balance view reads: read now
 * (or taken from the page when a view already read them), read again whenever that query is (after a bet, a played
 * round) and set by each change announced on the page. Each new answer goes to `take`; a failed read keeps the last.
 * Answers the call that stops following.
 */
export function followAccounts(
  queries: QueryClient,
  read: () => Promise<AccountData>,
  take: (data: AccountData) => void,
): () => void {
  const observer = new QueryObserver(queries, { queryKey: ACCOUNTS_KEY, queryFn: read });
  let taken: AccountData | undefined;
  let failedAt = 0;
  const receive = ({ data, error, errorUpdatedAt }: ReturnType<typeof observer.getCurrentResult>) => {
    if (error && errorUpdatedAt !== failedAt) {
      failedAt = errorUpdatedAt;
      console.error('betfront: accounts not read', error);
    }
    // An equal answer keeps the same object (structural sharing): only a change is handed on.
    if (data === undefined || data === taken) return;
    taken = data;
    take(data);
  };
  const stopObserving = observer.subscribe(receive);
  receive(observer.getCurrentResult());
  const stopListening = onAccountsAnnounced((announced) => queries.setQueryData(ACCOUNTS_KEY, announced));
  return () => {
    stopObserving();
    stopListening();
  };
}
