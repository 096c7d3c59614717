// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { userConfig } from '@betfront/account-ui/testing/wallet-fixtures';
import { publish } from '@betfront/remote-kit';
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useHideBalance } from './use-hide-balance';

let configs: unknown[];
let asked: number;
beforeEach(() => {
  configs = [];
  asked = 0;
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async () => {
        asked += 1;
        const config = configs.shift();
        return new Response(JSON.stringify(config ? { result: config } : {}), { status: config ? 200 : 503 });
      },
    }),
  );
});
afterEach(cleanup);

describe('useHideBalance', () => {
  it('hides the balance until the config says to show it, then follows the office setting', async () => {
    configs = [userConfig({ user_hide_balance: false })];
    const { result } = renderHook(() => useHideBalance(), { wrapper: queryWrapper() });
    expect(result.current).toBe(true);
    await waitFor(() => expect(result.current).toBe(false));
    act(() => publish('hideBalanceChanged', { isHidden: true }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(asked).toBe(1);
  });

  it('shows the balance without a config, and reads it again when the setting changes', async () => {
    const { result } = renderHook(() => useHideBalance(), { wrapper: queryWrapper() });
    await waitFor(() => expect(result.current).toBe(false));
    configs = [userConfig({ user_hide_balance: true })];
    act(() => publish('hideBalanceChanged', { isHidden: true }));
    await waitFor(() => expect(result.current).toBe(true));
    expect(asked).toBe(2);
  });
});
