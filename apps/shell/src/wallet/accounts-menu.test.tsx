// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../platform/src/dictionaries/data/wallet/en.json';
import { AccountsMenu } from './accounts-menu';

const t = createTranslate(en, 'en');
const ACCOUNT = {
  id: 7,
  type: 0,
  iso: 'RUB',
  currencyId: 1,
  money: '1500.25',
  points: 0,
  symbol: '₽',
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false,
};
let requested: string[];

beforeEach(() => {
  requested = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const path = new URL(url, 'http://site').pathname;
        requested.push(path);
        const body =
          path === '/web-api/user/accounts'
            ? { all_accounts: [ACCOUNT], active_account_id: ACCOUNT.id }
            : { error: { code: 'unavailable', message: 'unavailable' } };
        return new Response(JSON.stringify(body), { status: path === '/web-api/user/accounts' ? 200 : 503 });
      },
    }),
  );
});
afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: en['wallet.menu.label'] });

describe('AccountsMenu', () => {
  it('renders on the server as the wallet button, without asking for the accounts', () => {
    const html = renderToString(withQueries(<AccountsMenu lng="en" routeName="home" t={t} />));
    expect(html).toContain(`>${en['wallet.title']}</button>`);
    expect(html).toContain('aria-expanded="false"');
    expect(requested).toEqual([]);
  });

  it('loads the wallet after the page shows and then reads the active balance', async () => {
    renderWithQueries(<AccountsMenu lng="en" routeName="home" t={t} />);
    expect(toggle().textContent).toBe(en['wallet.title']);
    await waitFor(() => expect(toggle().textContent).toBe('1\u00a0500.25\u00a0₽'), { timeout: 5000 });
    expect(requested).toContain('/web-api/user/accounts');
  });

  it('opens the list once the wallet is there when clicked before it loaded', async () => {
    renderWithQueries(<AccountsMenu lng="en" routeName="home" t={t} />);
    fireEvent.click(toggle());
    const all = await screen.findByRole('link', { name: en['wallet.menu.all'] }, { timeout: 5000 });
    expect(all.getAttribute('href')).toBe('/en/office/wallets');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });
});
