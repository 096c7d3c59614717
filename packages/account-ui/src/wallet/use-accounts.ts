import { isApiError } from '@betfront/api-client';
import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import { ACCOUNTS_KEY, publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { announceAccounts } from './accounts-events';
import { refreshUntil } from './refresh-until';
import { useAccountData } from './use-account-data';
import { fetchAccountData, requestCurrencyAction, setActiveAccount } from './wallet-api';

/** The route where the change-active success message is not shown (account §8). */
export const QUIET_ACCOUNT_SWITCH_ROUTE = 'bingo';

export interface AccountProcess {
  adding: boolean;
  changing: boolean;
  deleting: boolean;
}

const IDLE: AccountProcess = { adding: false, changing: false, deleting: false };

/** The server's message when it gave one (account §8), else the generic failure text. */
function failureText(error: unknown, t: Translate): string {
  return isApiError(error) && typeof error.status === 'number' && error.status < 500 && error.code !== undefined
    ? error.message
    : t('main_query_error');
}

/** The player's accounts, kept in step across the page, with the add, switch and remove actions. */
export function useAccounts({ t, routeName }: { t: Translate; routeName: string | null }) {
  const data = useAccountData();
  const queries = useQueryClient();
  const [process, setProcess] = useState<AccountProcess>(IDLE);
  /** Reads the accounts again through the accounts query, so that every view of them shows the answer. */
  const readAccounts = useCallback(
    () => queries.fetchQuery({ queryKey: ACCOUNTS_KEY, queryFn: fetchAccountData, staleTime: 0 }),
    [queries],
  );

  const run = useCallback(
    async (flag: keyof AccountProcess, action: () => Promise<void>): Promise<boolean> => {
      setProcess((current) => ({ ...current, [flag]: true }));
      try {
        await action();
        return true;
      } catch (error) {
        publish('notify', { kind: 'error', text: failureText(error, t) });
        return false;
      } finally {
        setProcess((current) => ({ ...current, [flag]: false }));
      }
    },
    [t],
  );

  const switchTo = useCallback(
    (accountId: number) =>
      run('changing', async () => {
        announceAccounts(await setActiveAccount(accountId));
        if (routeName !== QUIET_ACCOUNT_SWITCH_ROUTE) {
          publish('notify', { kind: 'done', text: t('wallet.switch.done', { id: accountId }) });
        }
      }),
    [run, routeName, t],
  );

  const add = useCallback(
    (currencyId: number) =>
      run('adding', async () => {
        await requestCurrencyAction('add', currencyId);
        await refreshUntil(readAccounts, (loaded) =>
          loaded.all_accounts.some(
            (account) => account.type !== ACCOUNT_TYPE.bonus && account.currencyId === currencyId,
          ),
        );
        publish('notify', { kind: 'done', text: t('wallet.add.done') });
      }),
    [run, readAccounts, t],
  );

  const remove = useCallback(
    (currencyId: number) =>
      run('deleting', async () => {
        await requestCurrencyAction('remove', currencyId);
        await readAccounts();
        publish('notify', { kind: 'done', text: t('wallet.remove.done') });
      }),
    [run, readAccounts, t],
  );

  return { data, process, switchTo, add, remove };
}
