// @vitest-environment happy-dom
import { userConfig } from '@betfront/account-ui/testing/wallet-fixtures';
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createQueryClient, createTranslate } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import secureEn from '../../../../apps/platform/src/dictionaries/data/secure-data/en.json';
import walletEn from '../../../../apps/platform/src/dictionaries/data/wallet/en.json';
import type { OfficeData } from '../office-data';
import { AccountBody } from './account-body';
import { AccountEditBody } from './account-edit-body';

const t = createTranslate({ ...walletEn, ...secureEn }, 'en');
const data: OfficeData = { area: 'office', content: 'form', stem: 'office.page.office.account', vars: {} };
const ctx = {
  lng: 'en',
  route: { name: 'office.account', params: {}, query: {}, path: '/en/office/account' },
  user: { id: 7 },
  isMobile: false,
};
const SECURE = {
  passport: '4510 123456',
  passport_date: '2015-06-01',
  passport_end_date: null,
  registration_address: 'Moscow, Tverskaya 1',
  inn: '7707083893',
};
const NO_GRANT = { status: 403, body: { error: { code: 'secure_grant_required', message: 'confirm' } } };

let answers: Record<string, { status: number; body: unknown }[]>;
let asked: string[];
beforeEach(() => {
  asked = [];
  answers = { 'GET /web-api/user/config': [{ status: 200, body: { result: userConfig() } }] };
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const call = `${init.method ?? 'GET'} ${new URL(url, 'http://site').pathname}`;
        asked.push(call);
        const answer = answers[call]?.shift() ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    }),
  );
});
afterEach(cleanup);

const openedFor = (grant: number) => ({ status: 200, body: { ggru: SECURE, grant } });
const inCache = (client: ReturnType<typeof createQueryClient>) =>
  client.getQueryCache().find({ queryKey: ['secure-data'] });

async function confirmWithPassword() {
  fireEvent.click(await screen.findByRole('button', { name: secureEn['secure-data.gate.show'] }));
  fireEvent.change(screen.getByLabelText(secureEn['secure-data.gate.password']), { target: { value: 'secret-1' } });
  fireEvent.click(screen.getByRole('button', { name: secureEn['secure-data.gate.submit'] }));
}

describe('the account pages', () => {
  it('read the user config and the secure data once between them', async () => {
    answers['GET /web-api/user/secure-data'] = [openedFor(1800)];
    render(
      withQueries(
        <>
          <AccountBody ctx={ctx} data={data} t={t} />
          <AccountEditBody ctx={ctx} data={data} t={t} />
        </>,
      ),
    );
    expect(await screen.findByText('4510 123456')).toBeTruthy();
    expect(screen.getByDisplayValue('4510 123456')).toBeTruthy();
    expect(asked).toEqual(['GET /web-api/user/config', 'GET /web-api/user/secure-data']);
  });

  it('show the secure data once the player confirms, and drop it from the cache when the page closes', async () => {
    answers['GET /web-api/user/secure-data'] = [NO_GRANT, openedFor(1800)];
    answers['POST /web-api/user/secure-data/grant'] = [{ status: 200, body: { grant: 1800 } }];
    const client = createQueryClient();
    const page = render(withQueries(<AccountBody ctx={ctx} data={data} t={t} />, client));
    expect(await screen.findByText('•••••••••56')).toBeTruthy();
    await confirmWithPassword();
    expect(await screen.findByText('4510 123456')).toBeTruthy();
    expect(inCache(client)?.state.data).toBeTruthy();
    page.unmount();
    await waitFor(() => expect(inCache(client)).toBeUndefined());
  });

  it('ask for the confirmation again once it lapses', async () => {
    answers['GET /web-api/user/secure-data'] = [openedFor(1)];
    const client = createQueryClient();
    render(withQueries(<AccountEditBody ctx={ctx} data={data} t={t} />, client));
    expect(await screen.findByDisplayValue('4510 123456')).toBeTruthy();
    expect(await screen.findByLabelText(secureEn['secure-data.gate.password'], {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.queryByDisplayValue('4510 123456')).toBeNull();
    expect(inCache(client)?.state.data).toBeNull();
    expect(asked.filter((call) => call === 'GET /web-api/user/secure-data')).toHaveLength(1);
  });
});
