// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/shell/en.json';
import type { PageState } from '../page/page-state';
import { depositOf } from './deposit-fixture';
import { TeamCashNotice } from './team-cash-notice';
import { TEAM_CASH_COOKIE } from './team-cash-rules';

const t = createTranslate(en, 'en');
const state = { lng: 'en', session: { user_id: 7 }, config: { features: [12] } } as unknown as PageState;

beforeEach(() => {
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const body = new URL(url, 'http://site').pathname.endsWith('/team-cash/status')
          ? { isAgent: false }
          : { payments: [1, 2, 3].map((id) => depositOf(id, 'completed')), total: 3 };
        return new Response(JSON.stringify(body), { status: 200 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('TeamCashNotice', () => {
  it('remembers for 372 days the deposit count it was shown at', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => written.push(cookie));
    render(<TeamCashNotice state={state} t={t} />);
    expect(await screen.findByText(t('shell.team_cash.text', { count: 3 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['shell.team_cash.later'] }));
    expect(screen.queryByText(en['shell.team_cash.title'])).toBeNull();
    expect(written).toEqual([`${TEAM_CASH_COOKIE}=3; max-age=${372 * 86_400}; path=/; samesite=lax`]);
  });
});
