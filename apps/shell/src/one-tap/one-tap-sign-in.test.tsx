// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createQueryClient, createTranslate } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../platform/src/dictionaries/data/site-signin/en.json';
import { ShellContext } from '../app/shell-context';
import type { ShellContextValue } from '../app/shell-context';
import type { PageState } from '../page/page-state';
import { OneTapSignIn } from './one-tap-sign-in';
import { loadProviderScript } from './provider-script';

vi.mock('./provider-script', () => ({ loadProviderScript: vi.fn() }));

const OPTIONS = {
  available: true,
  currencies: [{ id: 1, iso: 'RUB', symbol: '₽', name: 'Russian rouble' }],
  countries: [{ id: 643, code: 'RU', name: 'Russia', tel_code: '7' }],
  default_currency_id: 1,
  default_country_id: 643,
  social: { provider_name: 'Test ID' },
  demo_balance: null,
};
const CLIENT = { clientId: 'client-7', scriptUrl: '/dev/oauth/one-tap.js', providerName: 'Test ID' };

let asked: string[];
beforeEach(() => {
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const { pathname, search } = new URL(url, 'http://site');
        asked.push(pathname + search);
        if (pathname === '/web-api/registration/options') return new Response(JSON.stringify(OPTIONS));
        if (pathname === '/social-api/oauth/test-id-one-tap/clientId') return new Response(JSON.stringify(CLIENT));
        return new Response('{}', { status: 500 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.mocked(loadProviderScript).mockReset();
});

function shell(userId: number | null): ShellContextValue {
  const state = { lng: 'en', session: { user_id: userId }, config: { features: [13] } } as unknown as PageState;
  return { state, t: createTranslate(en, 'en') } as ShellContextValue;
}

describe('OneTapSignIn', () => {
  it('reads the registration options once, then the client id, and shows the provider’s prompt', async () => {
    const prompt = { initialize: vi.fn(), prompt: vi.fn() };
    vi.mocked(loadProviderScript).mockResolvedValue(prompt);
    const client = createQueryClient();
    render(
      withQueries(
        <ShellContext.Provider value={shell(null)}>
          <OneTapSignIn />
        </ShellContext.Provider>,
        client,
      ),
    );
    await waitFor(() => expect(prompt.prompt).toHaveBeenCalledOnce());
    expect(loadProviderScript).toHaveBeenCalledWith('/dev/oauth/one-tap.js');
    expect(prompt.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-7', hl: 'en' }));
    expect(asked).toEqual(['/web-api/registration/options?lng=en', '/social-api/oauth/test-id-one-tap/clientId']);
    // The registration form reads the same options under the same key: opened on this page, it asks nothing.
    expect(client.getQueryData(['registration-options', 'en'])).toEqual(OPTIONS);
  });

  it('asks nothing for a player', async () => {
    render(
      withQueries(
        <ShellContext.Provider value={shell(7)}>
          <OneTapSignIn />
        </ShellContext.Provider>,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(loadProviderScript).not.toHaveBeenCalled();
  });
});
