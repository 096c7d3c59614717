// @vitest-environment happy-dom
import { consoleLogger, createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/shell/en.json';
import type { PageState } from '../page/page-state';
import { depositOf } from './deposit-fixture';
import { TeamCashNotice } from './team-cash-notice';
import { TEAM_CASH_COOKIE } from './team-cash-rules';

const t = createTranslate(en, 'en');
const stateOf = (userId: number | null, features: number[] = [12]) =>
  ({ lng: 'en', session: { user_id: userId }, config: { features } }) as unknown as PageState;
const state = stateOf(7);

let asked: string[];
let statusAnswer: () => Response;
beforeEach(() => {
  asked = [];
  statusAnswer = () => Response.json({ isAgent: false });
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const path = new URL(url, 'http://site').pathname;
        asked.push(path);
        if (path.endsWith('/team-cash/status')) return statusAnswer();
        return Response.json({ payments: [1, 2, 3].map((id) => depositOf(id, 'completed')), total: 3 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('TeamCashNotice', () => {
  it('remembers for 372 days the deposit count it was shown at', async () => {
    const written: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => written.push(cookie));
    renderWithQueries(<TeamCashNotice state={state} t={t} hasWholeTexts />);
    expect(await screen.findByText(t('shell.team_cash.text', { count: 3 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['shell.team_cash.later'] }));
    expect(screen.queryByText(en['shell.team_cash.title'])).toBeNull();
    expect(written).toEqual([`${TEAM_CASH_COOKIE}=3; max-age=${372 * 86_400}; path=/; samesite=lax`]);
  });

  it('shows nothing while the deposits are read, then the notice, reading them once', async () => {
    const { rerender } = renderWithQueries(<TeamCashNotice state={state} t={t} hasWholeTexts />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('dialog', { name: en['shell.team_cash.title'] })).toBeTruthy();
    rerender(<TeamCashNotice state={{ ...state }} t={t} hasWholeTexts />);
    await settle();
    expect(asked).toEqual(['/web-api/team-cash/status', '/web-api/payments']);
  });

  it('asks nothing for a visitor or with the feature off', async () => {
    renderWithQueries(<TeamCashNotice state={stateOf(null)} t={t} hasWholeTexts />);
    renderWithQueries(<TeamCashNotice state={stateOf(7, [])} t={t} hasWholeTexts />);
    await settle();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing and notes a warning when the status cannot be read', async () => {
    statusAnswer = () => Response.json({}, { status: 500 });
    const warn = vi.spyOn(consoleLogger, 'warn').mockImplementation(() => undefined);
    renderWithQueries(<TeamCashNotice state={state} t={t} hasWholeTexts />);
    await settle();
    expect(warn).toHaveBeenCalledWith('team-cash notice: not loaded', expect.anything());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(asked).toEqual(['/web-api/team-cash/status']);
  });
});
