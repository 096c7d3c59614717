import type { GameSummary, LiveClock } from '@betfront/contract/sportsbook';

export type Side = 'home' | 'away';

/** Something the feed showed happening in a game: a score, the end of a period, the end of the game. */
export type GameMoment =
  | { kind: 'score'; side: Side; count: number; clock: LiveClock | undefined; at: number }
  | { kind: 'period-end'; number: number; at: number }
  | { kind: 'finished'; at: number };

const MOMENTS_KEPT = 8;

/** Every goal, point or run of a game so far: the period scores added up (a set sport counts its points). */
function pointsOf(game: GameSummary): Record<Side, number> {
  return game.periodScores.reduce((sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }), {
    home: 0,
    away: 0,
  });
}

/** The moments between two states of a game, newest first. */
export function momentsBetween(before: GameSummary, after: GameSummary, at: number): GameMoment[] {
  const moments: GameMoment[] = [];
  const was = pointsOf(before);
  const is = pointsOf(after);
  for (const side of ['home', 'away'] as const) {
    const count = is[side] - was[side];
    if (count > 0) moments.push({ kind: 'score', side, count, clock: after.clock, at });
  }
  const periodsEnded = after.periodScores.length - before.periodScores.length;
  for (let i = 0; i < periodsEnded; i += 1)
    moments.push({ kind: 'period-end', number: before.periodScores.length + i, at });
  if (after.status === 'finished' && before.status !== 'finished') moments.push({ kind: 'finished', at });
  return moments.reverse();
}

/** The moments list after a new state of the game: the newest first, a few kept. */
export function addMoments(moments: readonly GameMoment[], before: GameSummary, after: GameSummary, at: number) {
  const fresh = momentsBetween(before, after, at);
  return fresh.length === 0 ? moments : [...fresh, ...moments].slice(0, MOMENTS_KEPT);
}
