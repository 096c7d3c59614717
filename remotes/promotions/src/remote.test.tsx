import { describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import bonusesEn from '../../../apps/platform/src/dictionaries/data/bonuses/en.json';
import bonusesRu from '../../../apps/platform/src/dictionaries/data/bonuses/ru.json';
import promotionsEn from '../../../apps/platform/src/dictionaries/data/promotions/en.json';
import promotionsRu from '../../../apps/platform/src/dictionaries/data/promotions/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

// every dictionary the remote lists, as the shell loads them for its pages
const en = { ...promotionsEn, ...bonusesEn };
const ru = { ...promotionsRu, ...bonusesRu };

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru, en },
  samples: {
    promotions: [{}, { promotionId: 'summer-cup' }],
    'bonus.rules': [{}, { id: 'slot_first_deposit' }],
    'specialoffer.rules': [{}, { id: 'express-boost' }],
    'bonuses-offers.rules': [{}, { id: 'express-boost' }],
    'bonus.partners': [{ id: 'partner-1' }],
    'specialoffer.partners': [{ id: 'partner-1' }],
    'bonuses-offers.partners': [{ id: 'partner-1' }],
    'bonus.landing': [{ landingId: 'welcome' }],
    'bonus.headless': [{ landingId: 'welcome' }],
    'landing-page': [{ landingId: 'welcome' }],
    allgamesentrance: [{}, { gameRoute: 'chest' }],
    'games-landing': [{ landingRoute: 'new-year' }],
    games: [{}, { gameRoute: 'predictor' }],
    'bonus-game': [{ gameRoute: 'fortuna' }, { gameRoute: 'lottery' }],
  },
});

const noNetwork = () => Promise.reject(new Error('no network'));

function routeNamed(name: string) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

async function load(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const ctx = sampleContext('en', routeNamed(name), params, query);
  return { ctx, loaded: await remote.load({ ctx, fetch: noNetwork }) };
}

async function render(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const { ctx, loaded } = await load(name, params, query);
  if (loaded.status !== 200) throw new Error(`${name} answered ${loaded.status}`);
  return renderToString(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(en)} />);
}

describe('promotions remote', () => {
  it('filters the promotions list by category', async () => {
    const html = await render('promo', {}, { category: 'casino' });
    expect(headingOf(html)).toBe('Promotions');
    expect(html).toContain('<nav aria-label="Promotion categories"');
    expect(html).toMatch(/<a href="\/en\/promo\?category=casino" aria-current="page"/);
  });

  it('keeps the family of the path in the navigation', async () => {
    const html = await render('specialoffer.rules', { id: 'express-boost' });
    expect(headingOf(html)).toBe('Rules of the bonus: Express boost');
    expect(html).toMatch(/<a href="\/en\/specialoffer\/rules" aria-current="page"/);
  });

  it('lists the bonus games on the games entrance', async () => {
    const html = await render('allgamesentrance', {});
    for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery']) {
      expect(html).toContain(`href="/en/allgamesentrance/${game}"`);
    }
  });

  it('shows a headless landing without the promotions navigation', async () => {
    const html = await render('bonus.headless', { landingId: 'welcome' });
    expect(headingOf(html)).toBe('Special offer: Welcome');
    expect(html).not.toContain('Promotions and bonuses');
  });

  it('answers 404 for an unknown category, game or identifier', async () => {
    expect((await load('promo', {}, { category: 'lottery' })).loaded.status).toBe(404);
    expect((await load('allgamesentrance', { gameRoute: 'roulette' })).loaded.status).toBe(404);
    expect((await load('promotions', { promotionId: 'a.b~c' })).loaded.status).toBe(404);
  });
});
