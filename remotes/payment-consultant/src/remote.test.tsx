import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import consultantEn from '../../../apps/platform/src/dictionaries/data/payment-consultant/en.json';
import consultantRu from '../../../apps/platform/src/dictionaries/data/payment-consultant/ru.json';
import supportEn from '../../../apps/platform/src/dictionaries/data/support/en.json';
import supportRu from '../../../apps/platform/src/dictionaries/data/support/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

// every dictionary the remote lists, as the shell loads them for its pages
const en = { ...consultantEn, ...supportEn };
const ru = { ...consultantRu, ...supportRu };

describeRemoteRoutes({ remote, routes: ROUTES, dictionaries: { ru, en } });

const noNetwork = () => Promise.reject(new Error('no network'));

describe('payment consultant remote', () => {
  it('renders the consultant page with its chat and links to the payment pages', async () => {
    const route = ROUTES.find((entry) => entry.name === 'payment-consultant');
    if (!route) throw new Error('no payment-consultant route');
    const ctx = sampleContext('en', route, {});
    const loaded = await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() });
    if (loaded.status !== 200) throw new Error('not loaded');
    const html = renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(en)} />));
    expect(headingOf(html)).toBe('Payment consultant');
    expect(html).toContain('The chat is loading…');
    expect(html).toContain('href="/en/office/recharge"');
    expect(html).toContain('href="/en/office/deduce"');
  });

  it('answers 404 for a route it does not render', async () => {
    const route = { name: 'office.recharge', pattern: 'office/recharge', remote: 'office' };
    expect(
      (await remote.load({ ctx: sampleContext('en', route, {}), fetch: noNetwork, queries: createQueryClient() }))
        .status,
    ).toBe(404);
  });
});
