import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import lobbyEn from '../../../apps/platform/src/dictionaries/data/casino-lobby/en.json';
import lobbyRu from '../../../apps/platform/src/dictionaries/data/casino-lobby/ru.json';
import playEn from '../../../apps/platform/src/dictionaries/data/casino-play/en.json';
import playRu from '../../../apps/platform/src/dictionaries/data/casino-play/ru.json';
import casinoEn from '../../../apps/platform/src/dictionaries/data/casino/en.json';
import casinoRu from '../../../apps/platform/src/dictionaries/data/casino/ru.json';
import virtualEn from '../../../apps/platform/src/dictionaries/data/virtual/en.json';
import virtualRu from '../../../apps/platform/src/dictionaries/data/virtual/ru.json';
import eventsEn from '../../../apps/platform/src/dictionaries/data/casino-events/en.json';
import eventsRu from '../../../apps/platform/src/dictionaries/data/casino-events/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

// every dictionary the remote lists, as the shell loads them for its pages
const en = { ...casinoEn, ...playEn, ...virtualEn, ...eventsEn };
const ru = { ...casinoRu, ...playRu, ...virtualRu, ...eventsRu };

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru: { ...ru, ...lobbyRu }, en: { ...en, ...lobbyEn } },
  samples: {
    'casino-section': [
      { section: 'slots' },
      { section: 'slots', subcategory: 'jackpots' },
      { section: 'live-casino', subcategory: 'roulette' },
    ],
    'casino-section.thankyou': [{ section: 'live-casino' }],
    game: [{ gameId: '12345', gameName: 'book-of-dead' }],
    providers: [{}, { provider: 'play-n-go' }],
    'bonus.casino': [{}, { id: 'welcome' }],
    'bonus.casino.tournaments': [{}, { id: '7' }],
  },
});

const noNetwork = () => Promise.reject(new Error('no network'));

function routeNamed(name: string) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

async function render(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const ctx = sampleContext('en', routeNamed(name), params, query);
  const loaded = await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() });
  if (loaded.status !== 200) throw new Error(`${name} answered ${loaded.status}`);
  return renderToString(
    withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate({ ...en, ...lobbyEn }, 'en')} />),
  );
}

describe('casino remote', () => {
  it('shows the category bar with the current category marked', async () => {
    const html = await render('casino-section', { section: 'live-casino' });
    expect(headingOf(html)).toBe('Live casino');
    expect(html).toContain('<nav aria-label="Casino categories"');
    expect(html).toMatch(/<a href="\/en\/live-casino" aria-current="page"/);
    expect(html).toContain('href="/en/live-casino/blackjack"');
  });

  it('names a sub-category in the heading and the trail', async () => {
    const html = await render('casino-section', { section: 'slots', subcategory: 'megaways' });
    expect(headingOf(html)).toBe('Megaways slots');
    expect(html).toContain('<a href="/en/slots"');
  });

  it('names the game from its URL while the catalogue does not answer', async () => {
    const html = await render('game', { gameId: '12345', gameName: 'book-of-dead' });
    expect(headingOf(html)).toBe('Book of dead');
  });

  it('answers 404 for an unknown sub-category or section', async () => {
    const section = routeNamed('casino-section');
    const unknown: Record<string, string>[] = [{ section: 'slots', subcategory: 'roulette' }, { section: 'poker' }];
    for (const params of unknown) {
      const loaded = await remote.load({
        ctx: sampleContext('en', section, params),
        fetch: noNetwork,
        queries: createQueryClient(),
      });
      expect(loaded.status).toBe(404);
    }
  });
});
