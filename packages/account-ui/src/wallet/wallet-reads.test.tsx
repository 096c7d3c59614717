// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { ACCOUNTS_KEY, createQueryClient, invalidateAfterBet } from '@betfront/remote-kit';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountsWith, userConfig } from '../testing/wallet-fixtures';
import { announceAccounts } from './accounts-events';
import { useAccountData } from './use-account-data';
import { useAccounts } from './use-accounts';
import { useCurrencies } from './use-currencies';
import { useUserConfig } from './use-user-config';

let answers: Record<string, unknown[]>;
let asked: string[];
beforeEach(() => {
  answers = {};
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const { pathname, search } = new URL(url, 'http://site');
        asked.push(pathname + search);
        const body = answers[pathname]?.shift();
        return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 500 : 200 });
      },
    }),
  );
});
afterEach(cleanup);

function inClient() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('useAccountData', () => {
  it('is null until read, then the accounts, then what the page announces', async () => {
    answers['/web-api/user/accounts'] = [accountsWith('10.00')];
    const { result } = renderHook(() => useAccountData(), { wrapper: inClient().wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current?.all_accounts[0]?.money).toBe('10.00'));
    act(() => announceAccounts(accountsWith('25.00')));
    await waitFor(() => expect(result.current?.all_accounts[0]?.money).toBe('25.00'));
    expect(asked).toEqual(['/web-api/user/accounts']);
  });

  it('reads the accounts again after a placed bet, under the accounts key', async () => {
    answers['/web-api/user/accounts'] = [accountsWith('10.00'), accountsWith('7.50')];
    const { client, wrapper } = inClient();
    const { result } = renderHook(() => useAccountData(), { wrapper });
    await waitFor(() => expect(result.current?.all_accounts[0]?.money).toBe('10.00'));
    expect(client.getQueryData(ACCOUNTS_KEY)).toEqual(accountsWith('10.00'));
    await act(() => invalidateAfterBet(client));
    await waitFor(() => expect(result.current?.all_accounts[0]?.money).toBe('7.50'));
  });

  it('stays null when the read fails, and a view mounted later reads again', async () => {
    const { wrapper } = inClient();
    const first = renderHook(() => useAccountData(), { wrapper });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(first.result.current).toBeNull();
    answers['/web-api/user/accounts'] = [accountsWith('3.00')];
    const second = renderHook(() => useAccountData(), { wrapper });
    await waitFor(() => expect(second.result.current?.all_accounts[0]?.money).toBe('3.00'));
    expect(asked).toEqual(['/web-api/user/accounts', '/web-api/user/accounts']);
  });
});

describe('useAccounts', () => {
  it('reads the accounts again through the accounts query once a currency is removed, for every view', async () => {
    answers['/web-api/user/accounts'] = [accountsWith('10.00'), accountsWith('0.00')];
    answers['/web-api/office/account/currency/remove'] = [{ data: { message: 'removed' } }];
    const { client, wrapper } = inClient();
    const { result } = renderHook(() => useAccounts({ t: (key) => key, routeName: null }), { wrapper });
    await waitFor(() => expect(result.current.data?.all_accounts[0]?.money).toBe('10.00'));
    await act(() => result.current.remove(1));
    expect(client.getQueryData(ACCOUNTS_KEY)).toEqual(accountsWith('0.00'));
    await waitFor(() => expect(result.current.data?.all_accounts[0]?.money).toBe('0.00'));
    expect(asked).toEqual([
      '/web-api/user/accounts',
      '/web-api/office/account/currency/remove',
      '/web-api/user/accounts',
    ]);
  });
});

describe('useCurrencies', () => {
  it('is empty until read, then the currencies of the language, read once for every view', async () => {
    answers['/web-api/office/account/currencies'] = [
      { currencies: [{ id: 2, iso: 'USD', symbol: '$', name: 'Dollar' }] },
    ];
    const { wrapper } = inClient();
    const { result } = renderHook(() => useCurrencies('en'), { wrapper });
    expect(result.current).toEqual([]);
    await waitFor(() => expect(result.current.map((currency) => currency.iso)).toEqual(['USD']));
    const again = renderHook(() => useCurrencies('en'), { wrapper });
    expect(again.result.current.map((currency) => currency.iso)).toEqual(['USD']);
    expect(asked).toEqual(['/web-api/office/account/currencies?lng=en']);
  });

  it('is empty when the read fails', async () => {
    const { result } = renderHook(() => useCurrencies('en'), { wrapper: inClient().wrapper });
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(result.current).toEqual([]);
  });
});

describe('useUserConfig', () => {
  it('is one read for every view of it mounted together, null until it answers', async () => {
    answers['/web-api/user/config'] = [{ result: userConfig({ user_hide_balance: true }) }];
    const { result } = renderHook(() => [useUserConfig(), useUserConfig(), useUserConfig()], {
      wrapper: inClient().wrapper,
    });
    expect(result.current.map((read) => read.config)).toEqual([null, null, null]);
    await waitFor(() => expect(result.current.every((read) => read.config?.user_hide_balance === true)).toBe(true));
    expect(asked).toEqual(['/web-api/user/config']);
  });

  it('says the read failed, with no config', async () => {
    const { result } = renderHook(() => useUserConfig(), { wrapper: inClient().wrapper });
    await waitFor(() => expect(result.current.isFailed).toBe(true));
    expect(result.current.config).toBeNull();
  });
});
