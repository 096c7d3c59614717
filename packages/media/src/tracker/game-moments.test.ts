import { gameFixture } from '@betfront/live-feed/testing/game-fixture';
import { describe, expect, it } from 'vitest';
import { addMoments, momentsBetween } from './game-moments';

describe('game moments', () => {
  const before = {
    ...gameFixture(7, 1),
    score: { home: 1, away: 0 },
    periodScores: [{ home: 1, away: 0 }],
    clock: { phase: 'half' as const, number: 1, seconds: 1800 },
  };

  it('names the side that scored and how often', () => {
    const after = { ...before, score: { home: 1, away: 2 }, periodScores: [{ home: 1, away: 2 }] };
    expect(momentsBetween(before, after, 5)).toEqual([
      { kind: 'score', side: 'away', count: 2, clock: before.clock, at: 5 },
    ]);
  });

  it('counts the points of a set sport, not only its sets', () => {
    const set = { ...before, score: { home: 0, away: 0 }, periodScores: [{ home: 3, away: 2 }] };
    const next = { ...set, periodScores: [{ home: 4, away: 2 }] };
    expect(momentsBetween(set, next, 1)).toMatchObject([{ kind: 'score', side: 'home', count: 1 }]);
  });

  it('tells the end of a period and of the game, newest first', () => {
    const after = {
      ...before,
      status: 'finished' as const,
      periodScores: [
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ],
    };
    expect(momentsBetween(before, after, 9).map((moment) => moment.kind)).toEqual(['finished', 'period-end']);
  });

  it('keeps the list when nothing happened, and at most eight moments', () => {
    const none = addMoments([], before, { ...before, version: before.version + 1 }, 1);
    expect(none).toEqual([]);
    let moments = none;
    let state = before;
    for (let goal = 1; goal <= 10; goal += 1) {
      const next = { ...state, periodScores: [{ home: 1 + goal, away: 0 }] };
      moments = addMoments(moments, state, next, goal);
      state = next;
    }
    expect(moments).toHaveLength(8);
    expect(moments[0]?.at).toBe(10);
  });
});
