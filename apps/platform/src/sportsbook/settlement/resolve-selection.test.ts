import { BET_STATUS } from '@betfront/coupon';
import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { resolveSelection } from './resolve-selection';

const sport = (slug: string) => SPORTS.find((s) => s.slug === slug) as SportDefinition;
const footballFinal: GameProgress = {
  elapsed: 1,
  completedPeriods: 2,
  periodScores: [
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ],
  corners: { home: 7, away: 4 },
};

describe('resolveSelection', () => {
  it('settles football markets on the game, the first half and the corners', () => {
    const football = sport('football');
    expect(resolveSelection(football, { period: 'game', kind: 'winner3', line: null }, '1', footballFinal)).toBe(
      BET_STATUS.win,
    );
    expect(resolveSelection(football, { period: 'game', kind: 'total', line: 3 }, 'over', footballFinal)).toBe(
      BET_STATUS.return,
    );
    expect(resolveSelection(football, { period: 'game', kind: 'total', line: 3.25 }, 'under', footballFinal)).toBe(
      BET_STATUS.halfWinHalfReturn,
    );
    expect(resolveSelection(football, { period: 'first-half', kind: 'winner3', line: null }, 'X', footballFinal)).toBe(
      BET_STATUS.lose,
    );
    expect(resolveSelection(football, { period: 'corners', kind: 'total', line: 10.5 }, 'over', footballFinal)).toBe(
      BET_STATUS.win,
    );
  });

  it('settles set sports on the sets won', () => {
    const final: GameProgress = {
      elapsed: 0,
      completedPeriods: 3,
      periodScores: [
        { home: 6, away: 4 },
        { home: 3, away: 6 },
        { home: 7, away: 5 },
      ],
      corners: { home: 0, away: 0 },
    };
    const tennis = sport('tennis');
    expect(resolveSelection(tennis, { period: 'game', kind: 'correct-score', line: 2 }, '2:1', final)).toBe(
      BET_STATUS.win,
    );
    expect(resolveSelection(tennis, { period: 'game', kind: 'handicap', line: -1.5 }, '1', final)).toBe(
      BET_STATUS.lose,
    );
  });

  it('refuses a selection the market does not have', () => {
    expect(() =>
      resolveSelection(sport('football'), { period: 'game', kind: 'winner3', line: null }, 'over', footballFinal),
    ).toThrow(/no selection/);
  });
});
