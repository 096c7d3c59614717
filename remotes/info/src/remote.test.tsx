import { createQueryClient } from '@betfront/remote-kit';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithTimeDisplay } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import { headingOf, sampleContext, sampleParams } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';
import { createFixtureFetch, infoDictionaries } from './testing/content-fixtures';

const ownRoutes = ROUTES.filter((route) => route.remote === 'info');

const SAMPLES: Readonly<Record<string, readonly Readonly<Record<string, string>>[]>> = {
  'information.rules': [{}, { ruleGroup: 'sport' }, { ruleGroup: 'sport', chapter: 'tennis' }],
  news: [{}, { slug: 'bet-calculator' }],
  'betting-alphabet': [{}, { block: 'basics' }],
  ourpartners: [{}, { section: 'sport' }],
};

function routeNamed(name: string) {
  const route = ownRoutes.find((entry) => entry.name === name);
  if (!route) throw new Error(`no info route ${name}`);
  return route;
}

function recordingTranslate(dictionary: Readonly<Record<string, string>>, missing: Set<string>): Translate {
  return (key, vars) => {
    const text = dictionary[key];
    if (text === undefined) missing.add(key);
    return (text ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => String(vars?.[name] ?? whole));
  };
}

async function render(
  lng: 'ru' | 'en',
  name: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
) {
  const route = routeNamed(name);
  const ctx = sampleContext(lng, route, sampleParams(route, params), query);
  const loaded = await remote.load({ ctx, fetch: createFixtureFetch(), queries: createQueryClient() });
  if (loaded.status !== 200) throw new Error(`${name} answered ${loaded.status}`);
  const missing = new Set<string>();
  const t = recordingTranslate(infoDictionaries[lng], missing);
  await remote.prepare?.(loaded.data, ctx);
  const html = renderToString(createElement(remote.App, { ctx, data: loaded.data, t }));
  return { html, head: remote.head({ ctx, data: loaded.data, t }), missing: [...missing] };
}

describe('info remote: every catalogue route', () => {
  it('has the same dictionary keys in Russian and English', () => {
    expect(Object.keys(infoDictionaries.ru).sort()).toEqual(Object.keys(infoDictionaries.en).sort());
  });

  for (const lng of ['ru', 'en'] as const) {
    for (const route of ownRoutes) {
      for (const params of SAMPLES[route.name] ?? [{}]) {
        it(`renders ${lng} ${route.name} ${JSON.stringify(params)}`, async () => {
          const { html, head, missing } = await render(lng, route.name, params);
          const heading = headingOf(html);
          expect(missing).toEqual([]);
          expect(heading).toBeTruthy();
          expect(head.title).toContain(heading);
          expect(head.title).toMatch(/betfront/);
          expect(head.description?.length ?? 0).toBeGreaterThan(20);
        });
      }
    }
  }
});

describe('info remote pages', () => {
  it('renders stored texts as elements, never as markup', async () => {
    const { html } = await render('en', 'information.about');
    expect(html).toContain('Betting is entertainment &lt;b&gt;only&lt;/b&gt;.');
    expect(html).toContain('<th scope="col">Term</th>');
    expect(html).toContain('href="/en/information/rules"');
    expect(html).toContain('href="mailto:support@betfront.example"');
    expect(html).toMatch(/<a href="\/en\/information\/about" aria-current="page"/);
  });

  it('tells an Internet Explorer user to open the site in another browser', async () => {
    const { html } = await render('en', 'block-ie');
    expect(headingOf(html)).toBe('The site does not open in Internet Explorer');
    expect(html).toContain('href="https://www.mozilla.org/firefox/"');
    expect(html).not.toContain('Ireland');
  });

  it('lists the news newest first, each leading to its article', async () => {
    const { html } = await render('ru', 'news');
    expect(headingOf(html)).toBe('Новости');
    expect(html.indexOf('href="/ru/news/bet-calculator"')).toBeLessThan(html.indexOf('href="/ru/news/live-streams"'));
    expect(html).toContain('20.11.2026');
  });

  it('shows one news article with the other news beside it', async () => {
    const { html, head } = await render('en', 'news', { slug: 'bet-calculator' });
    expect(headingOf(html)).toBe('A new betting calculator');
    expect(html).toContain('A new betting calculator in detail.');
    expect(html).toContain('Published on 20 Nov 2026');
    expect(html).toContain('href="/en/news/live-streams"');
    expect(html).not.toContain('Streams on mobile in detail.');
    expect(head.description).toBe('A new betting calculator: what changed.');
  });

  it('shows a rule chapter with its group in the trail', async () => {
    const { html, head } = await render('ru', 'information.rules', { ruleGroup: 'sport', chapter: 'tennis' });
    expect(headingOf(html)).toBe('Tennis');
    expect(html).toContain('href="/ru/information/rules/sport"');
    expect(head.title).toBe('Tennis — betfront');
  });

  it('frames the rules without the site menu and switches groups by query', async () => {
    const { html } = await render('en', 'rules-frame', {}, {});
    expect(headingOf(html)).toBe('Rules: General terms');
    expect(html).toContain('href="/en/rules-frame?group=sport"');
    expect(html).not.toContain('Information sections');
  });

  it('tabulates payment methods with exact amounts and no withdrawal row where there is none', async () => {
    const { html } = await render('en', 'information.payment');
    expect(html).toContain('100\u00a0₽ to 600\u00a0000\u00a0₽');
    expect(html).toContain('5.5%');
    const withdrawals = html.slice(html.indexOf('Withdrawals'));
    expect(withdrawals).not.toContain('Mobile phone balance');
  });

  it('preselects the city of the query among the cash terminals', async () => {
    const { html } = await render('en', 'information.cash_terminals', {}, { city: 'kazan' });
    expect(html).toContain('51 Baumana St.');
    expect(html).not.toContain('43 Lesnaya St.');
    expect(html).toContain('Shops found: 1');
  });

  it('shows the maintenance times in Russian for kz visitors, in the visitor’s time zone', async () => {
    const route = routeNamed('maintenance');
    const ctx = sampleContext('kz', route, {});
    const loaded = await remote.load({ ctx, fetch: createFixtureFetch(), queries: createQueryClient() });
    if (loaded.status !== 200) throw new Error(`maintenance answered ${loaded.status}`);
    const page = (timeZone: number) =>
      renderWithTimeDisplay({ timeZone, is12h: false }, () =>
        renderToString(createElement(remote.App, { ctx, data: loaded.data, t: (key) => key })),
      );
    // The work starts at 17:46 UTC on 17 March 2030: 20:46 in UTC+3, the next day in UTC+9.
    expect(headingOf(page(3))).toBe('Ведутся технические работы');
    expect(page(3)).toContain('Начало работ: 17.03.2030 20:46');
    expect(page(9)).toContain('Начало работ: 18.03.2030 02:46');
    expect(page(3)).not.toContain('UTC');
  });

  it('shows the maintenance notice in English for German visitors', async () => {
    const ctx = sampleContext('de', routeNamed('maintenance'), {});
    const loaded = await remote.load({ ctx, fetch: createFixtureFetch(), queries: createQueryClient() });
    expect(loaded.status === 200 && loaded.data.view === 'maintenance' && loaded.data.notice.title).toBe(
      'The site is under maintenance',
    );
  });
});

describe('info remote load', () => {
  const load = (name: string, params: Record<string, string> = {}, fetch = createFixtureFetch()) => {
    const route = ownRoutes.find((entry) => entry.name === name) ?? { name, pattern: name, remote: 'info' };
    return remote.load({ ctx: sampleContext('en', route, params), fetch, queries: createQueryClient() });
  };

  it('answers 404 for an unknown rule group or chapter', async () => {
    expect(await load('information.rules', { ruleGroup: 'poker' })).toEqual({ status: 404 });
    expect(await load('information.rules', { ruleGroup: 'sport', chapter: 'curling' })).toEqual({ status: 404 });
  });

  it('answers 404 for an unknown news item and a route it does not render', async () => {
    expect(await load('news', { slug: 'no-such-news' })).toEqual({ status: 404 });
    expect(await load('betting-alphabet', { block: 'basics', category: 'odds' })).toEqual({ status: 404 });
    expect(await load('office.menu')).toEqual({ status: 404 });
  });

  it('asks the platform in the page language', async () => {
    const calls: string[] = [];
    await load('information.contacts', {}, createFixtureFetch(calls));
    expect(calls).toEqual(['/web-api/content/pages/contacts?lang=en']);
  });

  it('answers 500 when the platform fails', async () => {
    const failing = () => Promise.resolve(new Response('down', { status: 503 }));
    expect(await load('information.about', {}, failing)).toEqual({ status: 500 });
  });
});
