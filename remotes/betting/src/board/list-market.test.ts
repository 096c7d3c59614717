import { describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import en from '../../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import { gameFixture } from '../testing/game-fixture';
import { groupByLeague } from './league-groups';
import { marketColumns, rowMarket } from './list-market';

const t = createTranslate(en);

describe('the market of a list row', () => {
  it('is the winner, the main total or the main handicap of the whole game', () => {
    const game = gameFixture({ id: 1 });
    expect(rowMarket(game, 'result')?.kind).toBe('winner3');
    expect(rowMarket(game, 'total')?.line).toBe(2.5);
    expect(rowMarket(game, 'handicap')?.line).toBe(-1.5);
    expect(rowMarket({ markets: [] }, 'total')).toBeUndefined();
  });

  it('names its columns: three for a result with a draw, two without, a line column for two-way lines', () => {
    const withDraw = gameFixture({ id: 1 });
    const noDraw = {
      markets: withDraw.markets.map((market) =>
        market.kind === 'winner3'
          ? { ...market, kind: 'winner2' as const, selections: market.selections.filter((s) => s.code !== 'X') }
          : market,
      ),
    };
    expect(marketColumns([withDraw], 'result', t)).toEqual(['1', 'X', '2']);
    expect(marketColumns([noDraw], 'result', t)).toEqual(['1', '2']);
    expect(marketColumns([withDraw], 'total', t)).toEqual(['Total', 'Over', 'Under']);
    expect(marketColumns([withDraw], 'handicap', t)).toEqual(['Line', '1', '2']);
  });
});

describe('groupByLeague', () => {
  it('keeps the leagues in the order of their first game and the games in list order', () => {
    const games = [
      gameFixture({ id: 1, champId: 10 }),
      gameFixture({ id: 2, champId: 20 }),
      gameFixture({ id: 3, champId: 10 }),
    ];
    const groups = groupByLeague(games);
    expect(groups.map((group) => group.champId)).toEqual([10, 20]);
    expect(groups[0]?.games.map((game) => game.id)).toEqual([1, 3]);
    expect(groups[0]?.first.id).toBe(1);
  });
});
