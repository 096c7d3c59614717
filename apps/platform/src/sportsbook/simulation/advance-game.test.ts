import { describe, expect, it } from 'vitest';
import { seededRandom } from '../catalogue/random';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { setsWon } from '../pricing/game-markets';
import { advanceGame } from './advance-game';

const START: GameProgress = { elapsed: 0, completedPeriods: 0, periodScores: [], corners: { home: 0, away: 0 } };
const TICK_MINUTES = 0.5;

function playOut(sport: SportDefinition, seed: number): { final: GameProgress; ticks: number } {
  const random = seededRandom(seed);
  let progress = START;
  for (let ticks = 1; ticks < 20_000; ticks += 1) {
    const step = advanceGame(sport, [0.3, -0.2], progress, TICK_MINUTES, random);
    progress = step.progress;
    if (step.isFinished) return { final: progress, ticks };
  }
  throw new Error(`${sport.slug} never finished`);
}

const total = (progress: GameProgress) => progress.periodScores.reduce((sum, s) => sum + s.home + s.away, 0);

describe('advanceGame', () => {
  it.each(SPORTS.map((sport) => [sport.slug, sport] as const))(
    'plays %s to a result its rules allow',
    (_slug, sport) => {
      const { final } = playOut(sport, 7);
      const { model } = sport;
      if (model.kind === 'goals') {
        expect(final.completedPeriods).toBe(model.periods);
        expect(final.periodScores).toHaveLength(model.periods);
        const home = final.periodScores.reduce((sum, s) => sum + s.home, 0);
        const away = final.periodScores.reduce((sum, s) => sum + s.away, 0);
        if (!model.hasDraw) expect(home).not.toBe(away);
      } else {
        const toWin = model.kind === 'sets' ? Math.ceil(model.bestOf / 2) : 1;
        const won = setsWon(final);
        expect(Math.max(won.home, won.away)).toBe(toWin);
        expect(Math.min(won.home, won.away)).toBeLessThan(toWin);
        expect(final.periodScores).toHaveLength(final.completedPeriods);
      }
    },
  );

  it('lasts about as long as the sport is played', () => {
    const football = SPORTS.find((s) => s.slug === 'football') as SportDefinition;
    expect(playOut(football, 3).ticks * TICK_MINUTES).toBe(90);
    const tennis = SPORTS.find((s) => s.slug === 'tennis') as SportDefinition;
    const minutes = playOut(tennis, 3).ticks * TICK_MINUTES;
    expect(minutes).toBeGreaterThan(40);
    expect(minutes).toBeLessThan(240);
  });

  it('scores football goals at the rate the prices assume', () => {
    const football = SPORTS.find((s) => s.slug === 'football') as SportDefinition;
    let goals = 0;
    const games = 300;
    for (let seed = 1; seed <= games; seed += 1) goals += total(playOut(football, seed).final);
    expect(goals / games).toBeGreaterThan(2.4);
    expect(goals / games).toBeLessThan(3.0);
  });
});
