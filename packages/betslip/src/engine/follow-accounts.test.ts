// @vitest-environment happy-dom
import { announceAccounts } from '@betfront/account-ui/wallet';
import type { AccountData } from '@betfront/contract/accounts';
import { ACCOUNTS_KEY, createQueryClient } from '@betfront/remote-kit';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playerAccount } from '../testing/account-fixtures';
import { followAccounts } from './follow-accounts';

const withMoney = (money: string): AccountData => ({
  all_accounts: [playerAccount({ id: 1, money })],
  active_account_id: 1,
});

describe('followAccounts', () => {
  it('takes the accounts, then each new answer the accounts query gets when read again or announced', async () => {
    const queries = createQueryClient();
    const read = vi.fn<() => Promise<AccountData>>().mockResolvedValueOnce(withMoney('10.00'));
    const take = vi.fn<(data: AccountData) => void>();
    const stop = followAccounts(queries, read, take);
    await waitFor(() => expect(take).toHaveBeenLastCalledWith(withMoney('10.00')));

    read.mockResolvedValueOnce(withMoney('10.00')).mockResolvedValueOnce(withMoney('4.00'));
    await queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    await queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    await waitFor(() => expect(take).toHaveBeenLastCalledWith(withMoney('4.00')));

    announceAccounts(withMoney('2.50'));
    announceAccounts(withMoney('2.50'));
    await waitFor(() => expect(take).toHaveBeenLastCalledWith(withMoney('2.50')));
    // An answer equal to the last one is not handed on again.
    expect(take).toHaveBeenCalledTimes(3);

    stop();
    announceAccounts(withMoney('1.00'));
    await queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    expect(take).toHaveBeenCalledTimes(3);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('starts from the accounts a view on the page already read', () => {
    const queries = createQueryClient();
    queries.setQueryData(ACCOUNTS_KEY, withMoney('7.00'));
    const take = vi.fn<(data: AccountData) => void>();
    const stop = followAccounts(
      queries,
      vi.fn(async () => withMoney('7.00')),
      take,
    );
    expect(take).toHaveBeenCalledWith(withMoney('7.00'));
    stop();
  });
});
