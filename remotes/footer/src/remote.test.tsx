import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FooterAnswer } from '@betfront/contract/content';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import en from '../../../apps/platform/src/dictionaries/data/footer/en.json';
import ru from '../../../apps/platform/src/dictionaries/data/footer/ru.json';
import { remote } from './remote';

const footer: FooterAnswer = {
  columns: [
    { id: 'information', title: 'Information', links: [{ label: 'About us', href: '/information/about' }] },
    { id: 'support', title: 'Support', links: [{ label: 'Write to us', href: 'mailto:support@betfront.example' }] },
  ],
  licence: {
    regulator: 'Interactive Gaming Commission',
    number: 'IGC-2016/0457',
    text: 'Betfront operates under licence.',
  },
  ageLimit: 18,
  responsibleGaming: { text: 'Gambling can be addictive.', href: '/information/responsiblegaming' },
  socialLinks: [{ network: 'telegram', label: 'Telegram', href: 'https://t.me/betfront' }],
  appLinks: [{ platform: 'mobile', label: 'App for iOS and Android', href: '/mobile-app' }],
  paymentLogos: [{ id: 'mir', name: 'Mir card' }],
  copyrightHolder: 'Betfront',
  year: 2031,
};

const languages = [
  { code: 'ru', name: 'Русский', hiddenForVisitors: false },
  { code: 'en', name: 'English', hiddenForVisitors: false },
  { code: 'kz', name: 'Қазақша', hiddenForVisitors: true },
];

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

function fetcher({ config = true, content = true, countryId = null as number | null } = {}): Fetcher {
  return async (url) => {
    if (url === '/web-api/user/config') return json({ result: { user_country_id: countryId } });
    if (url.startsWith('/web-api/content/footer?lang='))
      return content ? json(footer) : new Response('', { status: 503 });
    if (url.startsWith('/bff-api/config/all.json') && config) return json({ languages });
    return new Response('', { status: 404 });
  };
}

const ctxOf = (lng: string, user: RemoteContext['user'] = null): RemoteContext => ({
  lng,
  route: {
    name: 'information.rules',
    params: { ruleGroup: 'sport' },
    query: {},
    path: `/${lng}/information/rules/sport`,
  },
  user,
  isMobile: false,
});

async function render(ctx: RemoteContext, fetch: Fetcher = fetcher()) {
  const loaded = await remote.load({ ctx, fetch, queries: createQueryClient() });
  if (loaded.status !== 200) throw new Error(`footer answered ${loaded.status}`);
  const t = createTranslate(ctx.lng === 'ru' ? ru : en);
  return renderToString(createElement(remote.App, { ctx, data: loaded.data, t }));
}

describe('footer remote', () => {
  it('shows the policy logo only to players of the five country ids', async () => {
    const player = { id: 7 };
    for (const countryId of [1, 66, 126, 228, 120]) {
      const html = await render(ctxOf('en', player), fetcher({ countryId }));
      expect(html).toContain('src="/web-api/policy/logo.agif" alt="Responsible gaming policy"');
    }
    const russian = await render(ctxOf('ru', player), fetcher({ countryId: 66 }));
    expect(russian).toContain('alt="Политика ответственной игры"');
    for (const countryId of [643, 2, 121, null]) {
      expect(await render(ctxOf('en', player), fetcher({ countryId }))).not.toContain('logo.agif');
    }
    expect(await render(ctxOf('en'), fetcher({ countryId: 1 }))).not.toContain('logo.agif');
  });

  it('has the same dictionary keys in Russian and English', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
  });

  it('renders the columns, licence, 18+ and the platform year', async () => {
    const html = await render(ctxOf('en'));
    expect(html).toContain('<footer');
    expect(html).toContain('href="/en/information/about"');
    expect(html).toContain('href="mailto:support@betfront.example"');
    expect(html).toContain('Licence No. IGC-2016/0457, regulator: Interactive Gaming Commission.');
    expect(html).toContain('18+');
    expect(html).toContain('href="/en/information/responsiblegaming"');
    expect(html).toContain('© 2031 Betfront. All rights reserved.');
    expect(html).toContain('href="/en/mobile-app"');
    expect(html).toContain('Mir card');
  });

  it('links the same page in every visible language and marks the current one', async () => {
    const html = await render(ctxOf('ru'));
    expect(html).toContain('href="/en/information/rules/sport"');
    expect(html).toMatch(/href="\/ru\/information\/rules\/sport"[^>]*aria-current="true"/);
    expect(html).not.toContain('Қазақша');
    expect(await render(ctxOf('ru', { id: 7 }))).toContain('Қазақша');
  });

  it('still renders without the language list when the site config fails', async () => {
    const html = await render(ctxOf('en'), fetcher({ config: false }));
    expect(html).toContain('About us');
    expect(html).not.toContain('Site language');
  });

  it('answers 500 when the footer content cannot be read', async () => {
    expect(
      await remote.load({ ctx: ctxOf('en'), fetch: fetcher({ content: false }), queries: createQueryClient() }),
    ).toEqual({ status: 500 });
  });
});
