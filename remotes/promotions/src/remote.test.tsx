import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import type { Fetcher } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import bonusesEn from '../../../apps/platform/src/dictionaries/data/bonuses/en.json';
import bonusesRu from '../../../apps/platform/src/dictionaries/data/bonuses/ru.json';
import promotionsEn from '../../../apps/platform/src/dictionaries/data/promotions/en.json';
import promotionsRu from '../../../apps/platform/src/dictionaries/data/promotions/ru.json';
import articlesEn from '../../../apps/platform/src/dictionaries/data/promo-articles/en.json';
import articlesRu from '../../../apps/platform/src/dictionaries/data/promo-articles/ru.json';
import playEn from '../../../apps/platform/src/dictionaries/data/promo-play/en.json';
import playRu from '../../../apps/platform/src/dictionaries/data/promo-play/ru.json';
import type { BettingAward, HuntingAnswer } from '@betfront/contract/bonus-promotions';
import type { BonusGameAnswer } from '@betfront/contract/bonuses';
import type { Article } from '@betfront/contract/articles';
import type { BonusRule } from '@betfront/contract/bonuses';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

// every dictionary the remote lists, as the shell loads them for its pages
const en = { ...promotionsEn, ...bonusesEn, ...articlesEn, ...playEn };
const ru = { ...promotionsRu, ...bonusesRu, ...articlesRu, ...playRu };

const article = (
  kind: Article['kind'],
  slug: string,
  title: string,
  category: Article['category'] = null,
): Article => ({
  kind,
  slug,
  category,
  title,
  summary: `${title}: what the offer gives.`,
  published_at: '2026-10-01T00:00:00.000Z',
  ends_at: kind === 'promotion' ? '2027-03-31T21:00:00.000Z' : null,
  sections: [{ id: 'terms', title: 'Terms', blocks: [{ type: 'paragraph', text: `${title} terms.` }] }],
});

const ARTICLES: Article[] = [
  article('promotion', 'summer-cup', 'Summer cup boost', 'bookmaker'),
  article('promotion', 'casino-weekend', 'Casino weekend', 'casino'),
  article('partner', 'partner-1', 'Northern Hockey League'),
  article('landing', 'welcome', 'Welcome to Betfront'),
];

const rule = (code: string, title: string): BonusRule => ({
  code,
  kind: 'deposit',
  title,
  rules: `${title}: wager the bonus five times within 30 days.`,
  percent: '50.00',
  caps: { RUB: '5000.00', USD: '75.00' },
  wagerMultiplier: '5.00',
  minCoef: '1.50',
  excludedTypeIds: [2],
  validDays: 30,
});
const RULES = [rule('welcome-sport', 'Welcome sport bonus'), rule('express-boost', 'Express boost')];

const gameAnswer = (game: BonusGameAnswer['game']): BonusGameAnswer => ({
  game,
  prizes: [
    { id: 1, label: '50 bonus', kind: 'bonus', amount: null, chance: '60.00' },
    { id: 2, label: 'No luck', kind: 'none', amount: null, chance: '30.00' },
    { id: 3, label: '1000 bonus', kind: 'bonus', amount: null, chance: '5.00' },
    { id: 4, label: 'Free bet 100', kind: 'free_bet', amount: null, chance: '5.00' },
  ],
  nextPlayAt: null,
});
const SHOWCASE = (['fortuna', 'chest', 'memory', 'safe', 'lottery'] as const).map(gameAnswer);

const prize = { amount: '100.00', currencyIso: 'USD', wagerMultiplier: '3.00' };
const AWARDS: BettingAward[] = [
  {
    code: 'first-win',
    measure: 'won',
    title: 'First win',
    target: '1.00',
    progress: null,
    isEarned: false,
    claimedAt: null,
    prize,
  },
  {
    code: 'odds-3',
    measure: 'odds',
    title: 'A win at odds of 3.00 or more',
    target: '3.00',
    progress: null,
    isEarned: false,
    claimedAt: null,
    prize,
  },
];
const HUNTING: HuntingAnswer = {
  weekStart: '2026-11-23T00:00:00.000Z',
  weekEnd: '2026-11-30T00:00:00.000Z',
  minCoef: '1.80',
  tiers: [{ tier: 1, label: 'First catch', catches: 1, claimedAt: null, prize }],
  leaders: [{ rank: 1, name: 'ma***42', catches: 4, points: '9.10', isMe: false }],
  me: null,
};

/** The bonus games, awards and hunting calls, answered for a visitor. */
const PLAY_ANSWERS: Readonly<Record<string, unknown>> = {
  '/web-api/bonus-games': { games: SHOWCASE },
  '/web-api/betting-awards': { awards: AWARDS },
  '/web-api/hunting-and-fishing': HUNTING,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The platform's article calls, answered from the articles above. */
const platformFetch: Fetcher = async (input) => {
  const url = new URL(input, 'http://platform.test');
  if (url.pathname === '/web-api/articles') {
    const category = url.searchParams.get('category');
    const listed = ARTICLES.filter(
      (one) => one.kind === url.searchParams.get('kind') && (category === null || one.category === category),
    );
    return json({ articles: listed.map(({ sections: _sections, ...summary }) => summary) });
  }
  if (url.pathname === '/web-api/bonus-rules') return json({ rules: RULES });
  const play = PLAY_ANSWERS[url.pathname];
  if (play) return json(play);
  const [, , , kind, slug] = url.pathname.split('/');
  if (url.pathname.startsWith('/web-api/bonus-rules/')) {
    const found = RULES.find((one) => one.code === kind);
    return found ? json(found) : json({ error: { code: 'bonus_offer_not_found', message: 'no' } }, 404);
  }
  const found = ARTICLES.find((one) => one.kind === kind && one.slug === slug);
  return found ? json(found) : json({ error: { code: 'article_not_found', message: 'no' } }, 404);
};

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru, en },
  fetch: platformFetch,
  samples: {
    promotions: [{}, { promotionId: 'summer-cup' }],
    'bonus.rules': [{}, { id: 'welcome-sport' }],
    'specialoffer.rules': [{}, { id: 'express-boost' }],
    'bonuses-offers.rules': [{}, { id: 'express-boost' }],
    'bonus.partners': [{ id: 'partner-1' }],
    'specialoffer.partners': [{ id: 'partner-1' }],
    'bonuses-offers.partners': [{ id: 'partner-1' }],
    'bonus.landing': [{ landingId: 'welcome' }],
    'bonus.headless': [{ landingId: 'welcome' }],
    'landing-page': [{ landingId: 'welcome' }],
    allgamesentrance: [{}, { gameRoute: 'chest' }],
    'games-landing': [{ landingRoute: 'safe' }],
    games: [{}, { gameRoute: 'memory' }],
    'bonus-game': [{ gameRoute: 'fortuna' }, { gameRoute: 'lottery' }],
  },
});

function routeNamed(name: string) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

async function load(name: string, params: Record<string, string>, query: Record<string, string> = {}) {
  const ctx = sampleContext('en', routeNamed(name), params, query);
  return { ctx, loaded: await remote.load({ ctx, fetch: platformFetch, queries: createQueryClient() }) };
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
    expect(html).toContain('href="/en/promotions/casino-weekend"');
    expect(html).toContain('Casino · until 31 Mar 2027');
    expect(html).not.toContain('summer-cup');
  });

  it('says so when a category has no promotions', async () => {
    const html = await render('promo', {}, { category: 'poker' });
    expect(html).toContain('No promotions in this category right now');
  });

  it('shows a promotion, a partner page and a landing from the operator’s articles', async () => {
    const promotion = await render('promotions', { promotionId: 'summer-cup' });
    expect(headingOf(promotion)).toBe('Summer cup boost');
    expect(promotion).toContain('The promotion runs until 31 Mar 2027.');
    expect(promotion).toContain('Summer cup boost terms.');
    expect(headingOf(await render('bonus.partners', { id: 'partner-1' }))).toBe('Northern Hockey League');
    expect(headingOf(await render('landing-page', { landingId: 'welcome' }))).toBe('Welcome to Betfront');
  });

  it('lists the published offers on the bonus rules page and shows one offer’s terms', async () => {
    const list = await render('bonus.rules', {});
    expect(list).toContain('href="/en/bonus/rules/welcome-sport"');
    expect(list).toContain('Welcome sport bonus: wager the bonus five times within 30 days.');
    const terms = await render('bonus.rules', { id: 'welcome-sport' });
    expect(headingOf(terms)).toBe('Rules of the bonus: Welcome sport bonus');
    expect(terms).toContain('5000.00 RUB, 75.00 USD');
    expect(terms).toContain('systems');
    expect(terms).toContain('50% of the deposit');
    expect(terms).toContain('the bonus × 5<');
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

  it('shows the bonus games showcase with each game, its top prize and its landing', async () => {
    const html = await render('bonus.games', {});
    for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery']) {
      expect(html).toContain(`href="/en/games-landing/${game}"`);
    }
    expect(html).toContain('Top prize: 1000 bonus (5\u00a0%)');
    expect(html).toContain('A prize in 70\u00a0% of plays');
    expect(html).toContain('Your play for today is waiting');
  });

  it('presents one game on its landing with its prize table', async () => {
    const html = await render('games-landing', { landingRoute: 'lottery' });
    expect(headingOf(html)).toBe('Lottery: a free ticket a day');
    expect(html).toContain('Scratch one of five tickets');
    expect(html).toContain('1000 bonus');
  });

  it('shows the awards and the hunting season to a visitor with their prizes and the leaders', async () => {
    const awards = await render('betting-awards', {});
    expect(awards).toContain('Win a bet at odds of 3.00 or more.');
    expect(awards).toContain('Prize: 100.00\u00a0USD bonus');
    expect(awards).toContain('Bets won: 1.');
    const hunting = await render('hunting-and-fishing', {});
    expect(hunting).toContain('Every bet won at odds of 1.80 or more this week is a catch.');
    expect(hunting).toContain('ma***42');
    expect(hunting).toContain('1 catch');
  });

  it('shows a headless landing without the promotions navigation', async () => {
    const html = await render('bonus.headless', { landingId: 'welcome' });
    expect(headingOf(html)).toBe('Welcome to Betfront');
    expect(html).not.toContain('Promotions and bonuses');
  });

  it('answers 404 for an unknown category, game or identifier', async () => {
    expect((await load('promo', {}, { category: 'lottery' })).loaded.status).toBe(404);
    expect((await load('allgamesentrance', { gameRoute: 'roulette' })).loaded.status).toBe(404);
    expect((await load('games-landing', { landingRoute: 'new-year' })).loaded.status).toBe(404);
    expect((await load('games', { gameRoute: 'predictor' })).loaded.status).toBe(404);
    expect((await load('promotions', { promotionId: 'a.b~c' })).loaded.status).toBe(404);
    expect((await load('promotions', { promotionId: 'no-such-promotion' })).loaded.status).toBe(404);
    expect((await load('bonus.partners', { id: 'no-such-partner' })).loaded.status).toBe(404);
    expect((await load('bonus.rules', { id: 'no-such-offer' })).loaded.status).toBe(404);
    expect((await load('bonus.rules', { id: 'under_score' })).loaded.status).toBe(404);
  });
});
