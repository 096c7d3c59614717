import type { AccountData } from '@betfront/contract/accounts';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import { useHydrated } from '@betfront/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onAccountsAnnounced } from './accounts-events';
import { fetchAccountData } from './wallet-api';

/**
 * The player's accounts, read when a view of them mounts (showing the last answer meanwhile) and after a placed bet
 * (the accounts key), and kept in step with every change announced on the page; null until read, and in the render
 * that hydrates the server's markup, which never holds them.
 */
export function useAccountData(): AccountData | null {
  const queries = useQueryClient();
  const isHydrated = useHydrated();
  const { data } = useQuery({ queryKey: ACCOUNTS_KEY, queryFn: fetchAccountData });
  useEffect(() => onAccountsAnnounced((announced) => queries.setQueryData(ACCOUNTS_KEY, announced)), [queries]);
  return isHydrated ? (data ?? null) : null;
}
