import type { BettingMode, GameSummary, SportsMenu } from '@betfront/contract/sportsbook';
import { describe, expect, it } from 'vitest';
import type { ExpressOfDay } from './express-day';
import type { HiddenSports } from './list-rows';
import { NO_HIDDEN_SPORTS } from './list-rows';
import { createSharedLists } from './shared-lists';
import type { GamesRequest } from './sportsbook-service';

const NO_FOOTBALL_IN_LINE: HiddenSports = { line: [1], live: [] };

/** Lists that answer a new object on every computation and note what they were asked. */
function countingSources() {
  const asked: string[] = [];
  return {
    asked,
    sportsbook: {
      menu: async (lng: string, mode: BettingMode, excluded: readonly number[] = []): Promise<SportsMenu> => {
        asked.push(`menu ${lng} ${mode} [${excluded.join(',')}]`);
        return { sports: [] };
      },
      games: async (request: GamesRequest): Promise<GameSummary[]> => {
        asked.push(
          `games ${request.lng} ${request.mode} ${String(request.sportId)} [${request.excludeSportIds?.join(',') ?? ''}]`,
        );
        return [];
      },
    },
    lists: {
      top: async (lng: string, mode: BettingMode, hidden: HiddenSports): Promise<GameSummary[]> => {
        asked.push(`top ${lng} ${mode} [${hidden[mode].join(',')}]`);
        return [];
      },
      expressDay: async (lng: string, now: Date, hidden: HiddenSports): Promise<ExpressOfDay[]> => {
        asked.push(`express ${lng} ${now.toISOString().slice(0, 10)} [${hidden.line.join(',')}]`);
        return [];
      },
    },
  };
}

function sharedListsAt(time: { now: number }) {
  const sources = countingSources();
  const shared = createSharedLists(sources.sportsbook, sources.lists, { ttlMs: 1000, now: () => time.now });
  return { shared, asked: sources.asked };
}

describe('shared lists', () => {
  it('answers every visitor of a language from one computation a second', async () => {
    const time = { now: 0 };
    const { shared, asked } = sharedListsAt(time);
    const first = await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12);
    expect(await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12)).toBe(first);
    expect(asked).toEqual(['top en line []']);

    time.now = 1000;
    expect(await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12)).not.toBe(first);
    expect(asked).toHaveLength(2);
  });

  it('never gives a player who bars a sport the visitors’ list, nor a visitor the player’s', async () => {
    const { shared, asked } = sharedListsAt({ now: 0 });
    const visitors = await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12);
    const player = await shared.top('en', 'line', NO_FOOTBALL_IN_LINE, 12);
    expect(player).not.toBe(visitors);
    expect(await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12)).toBe(visitors);
    expect(await shared.top('en', 'line', { line: [1], live: [9] }, 12)).toBe(player);
    expect(asked).toEqual(['top en line []', 'top en line [1]']);

    const menu = await shared.menu('en', 'line', []);
    expect(await shared.menu('en', 'line', [1])).not.toBe(menu);
    expect(await shared.menu('en', 'line', [])).toBe(menu);
  });

  it('keeps languages, modes, sizes and the same barred sports in any order apart or together as they should', async () => {
    const { shared, asked } = sharedListsAt({ now: 0 });
    await shared.top('en', 'live', NO_HIDDEN_SPORTS, 12);
    await shared.top('ru', 'live', NO_HIDDEN_SPORTS, 12);
    await shared.top('en', 'line', NO_HIDDEN_SPORTS, 12);
    await shared.top('en', 'live', NO_HIDDEN_SPORTS, 5);
    await shared.top('en', 'live', { line: [], live: [3, 2] }, 12);
    await shared.top('en', 'live', { line: [], live: [2, 3] }, 12);
    expect(asked).toEqual([
      'top en live []',
      'top ru live []',
      'top en line []',
      'top en live []',
      'top en live [3,2]',
    ]);
  });

  it('draws the express of the day once per language and day', async () => {
    const { shared, asked } = sharedListsAt({ now: 0 });
    const morning = new Date('2026-05-01T09:00:00Z');
    const expresses = await shared.expressDay('en', morning, NO_HIDDEN_SPORTS);
    expect(await shared.expressDay('en', new Date('2026-05-01T09:00:00.500Z'), NO_HIDDEN_SPORTS)).toBe(expresses);
    await shared.expressDay('ru', morning, NO_HIDDEN_SPORTS);
    await shared.expressDay('en', new Date('2026-05-02T00:00:00Z'), NO_HIDDEN_SPORTS);
    expect(asked).toEqual(['express en 2026-05-01 []', 'express ru 2026-05-01 []', 'express en 2026-05-02 []']);
  });

  it('draws a player who bars line sports an express of their own, shared with those who bar the same', async () => {
    const { shared, asked } = sharedListsAt({ now: 0 });
    const morning = new Date('2026-05-01T09:00:00Z');
    const visitors = await shared.expressDay('en', morning, NO_HIDDEN_SPORTS);
    const player = await shared.expressDay('en', morning, { line: [3, 1], live: [] });
    expect(player).not.toBe(visitors);
    expect(await shared.expressDay('en', morning, { line: [1, 3], live: [9] })).toBe(player);
    expect(await shared.expressDay('en', morning, { line: [], live: [1] })).toBe(visitors);
    expect(asked).toEqual(['express en 2026-05-01 []', 'express en 2026-05-01 [3,1]']);
  });

  it('prices the games of one filter once a second, for everyone who asks with the same filter and barred sports', async () => {
    const time = { now: 0 };
    const { shared, asked } = sharedListsAt(time);
    const live = { lng: 'en', mode: 'live', limit: 50 } as const;
    const first = await shared.games(live);
    expect(await shared.games({ ...live, excludeSportIds: [] })).toBe(first);
    expect(await shared.games({ ...live, sportId: 1 })).not.toBe(first);
    expect(await shared.games({ ...live, lng: 'ru' })).not.toBe(first);
    const barring = await shared.games({ ...live, excludeSportIds: [3, 1] });
    expect(barring).not.toBe(first);
    expect(await shared.games({ ...live, excludeSportIds: [1, 3] })).toBe(barring);
    expect(asked).toEqual([
      'games en live undefined []',
      'games en live 1 []',
      'games ru live undefined []',
      'games en live undefined [3,1]',
    ]);

    time.now = 1000;
    expect(await shared.games(live)).not.toBe(first);
  });
});
