import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import { gameFixture as liveGameFixture } from '@betfront/live-feed/testing/game-fixture';

function market(gameId: number, kind: Market['kind'], line: number | null, codes: [string, number | null, string][]) {
  return {
    id: `game:${kind}:${line ?? ''}`,
    period: 'game' as const,
    kind,
    line,
    selections: codes.map(([code, param, coef]) => ({
      id: `${gameId}:game:${kind}:${line ?? ''}:${code}`,
      code,
      param,
      coef,
    })),
  };
}

/** The main markets of a football list row: 1X2, total 2.5 and handicap -1.5. */
export function mainMarketsFixture(gameId: number): Market[] {
  return [
    market(gameId, 'winner3', null, [
      ['1', null, '2.10'],
      ['X', null, '3.40'],
      ['2', null, '3.25'],
    ]),
    market(gameId, 'total', 2.5, [
      ['over', 2.5, '1.85'],
      ['under', 2.5, '1.95'],
    ]),
    market(gameId, 'handicap', -1.5, [
      ['1', -1.5, '3.10'],
      ['2', 1.5, '1.36'],
    ]),
  ];
}

/** A live football game of the premier league with its main markets; fields can be overridden. */
export function gameFixture(overrides: Partial<GameSummary> & { id: number }): GameSummary {
  return {
    ...liveGameFixture(overrides.id, 1),
    home: { id: 101, name: 'Arsenal' },
    away: { id: 102, name: 'Chelsea' },
    startAt: '2030-05-01T18:00:00.000Z',
    score: { home: 1, away: 0 },
    periodScores: [{ home: 1, away: 0 }],
    elapsed: 0.4,
    markets: mainMarketsFixture(overrides.id),
    marketsCount: 40,
    ...overrides,
  };
}
