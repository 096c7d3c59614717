import type { GameStatistics, PastGame } from '@betfront/contract/sportsbook-statistics';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import type { Fetcher } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ru from '../../../apps/platform/src/dictionaries/data/results/ru.json';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import { sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';

const statisticsRoute = ROUTES.find((route) => route.name === 'statisticpopup');
const t = createTranslate(ru, 'ru');

const spartak = { id: 1, name: 'Спартак' };
const zenit = { id: 2, name: 'Зенит' };
const past = (id: number, home: typeof spartak, away: typeof spartak, score: [number, number]): PastGame => ({
  id,
  startAt: `2030-04-0${id}T18:00:00.000Z`,
  champName: 'Премьер-лига',
  home,
  away,
  score: { home: score[0], away: score[1] },
});
const meeting = past(3, zenit, spartak, [0, 2]);

const statistics: GameStatistics = {
  game: {
    id: 40,
    sportName: 'Футбол',
    champName: 'Премьер-лига',
    startAt: '2030-05-01T18:00:00.000Z',
    status: 'line',
    home: spartak,
    away: zenit,
    score: null,
  },
  headToHead: { record: { wins: 1, draws: 0, losses: 0 }, games: [meeting] },
  form: { home: [{ result: 'win', game: meeting }], away: [{ result: 'loss', game: meeting }] },
};

const answering =
  (status: number, body: unknown): Fetcher =>
  (url) => {
    expect(url).toBe('/web-api/sportsbook/games/40/statistics?lng=ru');
    return Promise.resolve(new Response(JSON.stringify(body), { status }));
  };

async function page(fetch: Fetcher, rest = 'game/40') {
  if (!statisticsRoute) throw new Error('no statistics route');
  const ctx = sampleContext('ru', statisticsRoute, { rest });
  const loaded = await remote.load({ ctx, fetch, queries: createQueryClient() });
  if (loaded.status !== 200) return { status: loaded.status, html: '' };
  return { status: 200, html: renderToString(<remote.App ctx={ctx} data={loaded.data} t={t} />) };
}

describe('statistics popup', () => {
  it('shows the match facts, the head-to-head record and each side’s form from the platform', async () => {
    const { html } = await page(answering(200, statistics));
    expect(html).toContain('Спартак — Зенит');
    expect(html).toContain('Не начался');
    expect(html).toContain('Победы: Спартак');
    expect(html).toMatch(/Зенит — Спартак.*0:2/);
    expect(html).toMatch(/title="Победа"[^>]*>В</);
    expect(html).toMatch(/title="Поражение"[^>]*>П</);
    expect(html).not.toContain('Эти команды ещё не встречались');
  });

  it('says so honestly when the sides have never met', async () => {
    const fresh = { ...statistics, headToHead: { record: { wins: 0, draws: 0, losses: 0 }, games: [] } };
    const { html } = await page(answering(200, { ...fresh, form: { home: [], away: [] } }));
    expect(html).toContain('Эти команды ещё не встречались');
    expect(html).toContain('У команды Зенит ещё нет сыгранных матчей.');
  });

  it('answers 404 for a game the platform does not know and for a subject that is not a game', async () => {
    expect((await page(answering(404, { error: { code: 'game_not_found' } }))).status).toBe(404);
    expect((await page(answering(200, statistics), 'team/40')).status).toBe(404);
  });

  it('refuses an answer that breaks the contract and says the statistics are unavailable', async () => {
    const { html } = await page(answering(200, { game: { id: 40 } }));
    expect(html).toContain('Статистика сейчас недоступна');
  });
});
