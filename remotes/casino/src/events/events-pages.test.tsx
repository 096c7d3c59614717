import type { TournamentAnswer } from '@betfront/contract/casino-events';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { withQueries } from '@betfront/remote-kit/testing/query-client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../../apps/shell/src/routes/catalogue';
import casinoEn from '../../../../apps/platform/src/dictionaries/data/casino/en.json';
import eventsEn from '../../../../apps/platform/src/dictionaries/data/casino-events/en.json';
import casinoRu from '../../../../apps/platform/src/dictionaries/data/casino/ru.json';
import eventsRu from '../../../../apps/platform/src/dictionaries/data/casino-events/ru.json';
import { headingOf, sampleContext } from '../../../../packages/ui/src/testing/route-samples';
import { fakePlatform } from '../../../../packages/ui/src/testing/fake-platform';
import { remote } from '../remote';

const tournament: TournamentAnswer = {
  tournament: {
    id: 7,
    title: 'Originals Race',
    scoring: 'stake',
    status: 'running',
    currencyIso: 'RUB',
    prizePool: '1500.00',
    prizes: ['1000.00', '500.00'],
    minStake: '1.00',
    startsAt: '2030-05-01T00:00:00Z',
    endsAt: '2030-06-01T00:00:00Z',
    rules: 'Play the originals.',
    games: [{ id: '101', name: 'Fruit Reels', slug: 'fruit-reels' }],
  },
  leaderboard: [
    { place: 1, player: 'al***x', points: '1200.00', prize: '1000.00', isYou: false },
    { place: 2, player: 'be***1', points: '300.00', prize: '500.00', isYou: true },
  ],
  you: null,
};

async function render(name: string, params: Record<string, string>, answers: Record<string, unknown>, lng = 'en') {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  const ctx = sampleContext(lng, route, params);
  const loaded = await remote.load({ ctx, fetch: fakePlatform(answers).fetch, queries: createQueryClient() });
  if (loaded.status !== 200) return { status: loaded.status, html: '' };
  const words = lng === 'ru' ? { ...casinoRu, ...eventsRu } : { ...casinoEn, ...eventsEn };
  const html = renderToString(withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(words, lng)} />));
  return { status: 200, html };
}

describe('the casino bonus section', () => {
  it('shows a tournament under its own name with the leaderboard, the player marked', async () => {
    const { html } = await render(
      'bonus.casino.tournaments',
      { id: '7' },
      {
        '/web-api/casino/tournaments/7': tournament,
      },
    );
    expect(headingOf(html)).toBe('Tournament Originals Race');
    expect(html).toContain('al***x');
    expect(html).toMatch(/<tr data-you="true"><td>2<\/td><td>be\*\*\*1/);
    expect(html).toContain('href="/en/game/101/fruit-reels"');
    expect(html).not.toContain('/results"');
  });

  it('keeps the results of a running tournament for its end, in Russian', async () => {
    const { html } = await render(
      'bonus.casino.tournaments.results',
      { id: '7' },
      { '/web-api/casino/tournaments/7': tournament },
      'ru',
    );
    expect(html).toContain('итоги подводятся после его окончания');
    expect(html).not.toContain('al***x');
  });

  it('answers 404 for a tournament or promotion the platform does not know', async () => {
    expect((await render('bonus.casino.tournaments', { id: '8' }, {})).status).toBe(404);
    expect((await render('bonus.casino', { id: 'no-such' }, {})).status).toBe(404);
  });

  it('lists the promo codes with a link that fills the code in', async () => {
    const promotion = {
      id: 'spins',
      kind: 'promo_code',
      title: 'Promo code SPINS',
      summary: 'Slot bonus',
      terms: ['Enter it.'],
      promoCode: 'SPINS',
      actionPath: null,
      endsAt: null,
    };
    const { html } = await render(
      'bonus.casino.promo',
      {},
      { '/web-api/casino/promotions': { promotions: [promotion] } },
    );
    expect(html).toContain('href="/en/office/promo-code-check?promocode=SPINS"');
    expect(html).toContain('href="/en/bonus/casino/spins"');
  });
});
