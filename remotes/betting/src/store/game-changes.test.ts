import { describe, expect, it } from 'vitest';
import { gameFixture } from '../testing/game-fixture';
import { compareGames } from './game-changes';

const base = gameFixture({ id: 3 });
const repriced = (coef: string | null, selectionIndex = 0) => ({
  ...base,
  version: 2,
  markets: base.markets.map((market, index) =>
    index === 0
      ? {
          ...market,
          selections: market.selections.map((selection, place) =>
            place === selectionIndex ? { ...selection, coef } : selection,
          ),
        }
      : market,
  ),
});

describe('compareGames', () => {
  it('finds a move of prices alone, by selection id', () => {
    const change = compareGames(base, repriced('2.40'));
    expect(change).toEqual({ head: false, markets: false, moves: new Map([['3:game:winner3::1', '2.40']]) });
  });

  it('finds nothing in a newer version with the same content', () => {
    expect(compareGames(base, { ...base, version: 9 })).toEqual({ head: false, markets: false, moves: new Map() });
  });

  it('calls a selection closing, a market going and a suspension changes of shape, with no moves', () => {
    expect(compareGames(base, repriced(null))).toMatchObject({ markets: true, moves: new Map() });
    expect(compareGames(base, { ...base, markets: base.markets.slice(1) })).toMatchObject({ markets: true });
    expect(compareGames(base, { ...base, isSuspended: true })).toMatchObject({ head: true, markets: true });
  });

  it('tells a new score, clock or period score from the markets', () => {
    expect(compareGames(base, { ...base, score: { home: 2, away: 0 } })).toMatchObject({ head: true, markets: false });
    expect(compareGames(base, { ...base, elapsed: 0.9 })).toMatchObject({ head: true, markets: false });
    expect(compareGames(base, { ...base, periodScores: [{ home: 1, away: 1 }] })).toMatchObject({ head: true });
  });
});
