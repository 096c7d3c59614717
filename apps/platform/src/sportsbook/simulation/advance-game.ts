import type { Random } from '../catalogue/random';
import type { ScoringModel, SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { scoringSplit, setsWon } from '../pricing/game-markets';
import type { Score } from '../pricing/score-distribution';
import { samplePoisson } from './sample-poisson';

export type GameEvent = { type: 'score'; side: 'home' | 'away' } | { type: 'period-end' } | { type: 'finished' };

export interface Advanced {
  progress: GameProgress;
  events: GameEvent[];
  isFinished: boolean;
}

/** A set sport's points come at this many per point needed to win a set, so sets last about their minutes. */
const POINTS_PER_TARGET = 1.7;
/** How much of the set-winning edge shows in each single point. */
const POINT_EDGE = 0.35;
const STOPPAGE_PER_MINUTE = 0.02;
const SPORTS_WITH_CORNERS = new Set(['football', 'efootball']);

type GoalsModel = Extract<ScoringModel, { kind: 'goals' }>;
type SetsModel = Extract<ScoringModel, { kind: 'sets' }>;

const add = (score: Score, side: 'home' | 'away', count = 1): Score => ({ ...score, [side]: score[side] + count });

function withCurrentPeriod(progress: GameProgress): Score[] {
  const scores = [...progress.periodScores];
  while (scores.length <= progress.completedPeriods) scores.push({ home: 0, away: 0 });
  return scores;
}

function advanceGoals(
  sport: SportDefinition,
  model: GoalsModel,
  split: Score,
  progress: GameProgress,
  minutes: number,
  random: Random,
): Advanced {
  const totalMinutes = model.periods * model.periodMinutes;
  const scores = withCurrentPeriod(progress);
  const events: GameEvent[] = [];
  let current = scores[progress.completedPeriods] ?? { home: 0, away: 0 };
  for (const side of ['home', 'away'] as const) {
    const goals = samplePoisson(random, (model.goalsPerGame * split[side] * minutes) / totalMinutes);
    if (goals > 0) {
      current = add(current, side, goals);
      for (let i = 0; i < goals; i += 1) events.push({ type: 'score', side });
    }
  }
  scores[progress.completedPeriods] = current;
  let corners = progress.corners;
  if (SPORTS_WITH_CORNERS.has(sport.slug)) {
    for (const side of ['home', 'away'] as const) {
      corners = add(corners, side, samplePoisson(random, (10.2 * split[side] * minutes) / totalMinutes));
    }
  }
  let elapsed = Math.min(1, progress.elapsed + minutes / totalMinutes);
  let completedPeriods = progress.completedPeriods;
  while (completedPeriods < model.periods && Math.floor(elapsed * model.periods + 1e-9) > completedPeriods) {
    completedPeriods += 1;
    events.push({ type: 'period-end' });
    if (completedPeriods < model.periods) scores.push({ home: 0, away: 0 });
  }
  const isFinished = completedPeriods === model.periods;
  if (isFinished) {
    elapsed = 1;
    const total = scores.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), {
      home: 0,
      away: 0,
    });
    // A sport without draws settles a tie in overtime, shortened here to its deciding score.
    if (!model.hasDraw && total.home === total.away) {
      const side = random.next() < split.home ? 'home' : 'away';
      const last = scores.length - 1;
      scores[last] = add(scores[last] ?? { home: 0, away: 0 }, side);
      events.push({ type: 'score', side });
    }
    events.push({ type: 'finished' });
  }
  return { progress: { elapsed, completedPeriods, periodScores: scores, corners }, events, isFinished };
}

function isSetOver(set: Score, model: SetsModel): boolean {
  const leader = Math.max(set.home, set.away);
  return leader >= model.setTarget && Math.abs(set.home - set.away) >= model.winBy;
}

function advanceSets(
  model: SetsModel,
  pSet: number,
  progress: GameProgress,
  minutes: number,
  random: Random,
): Advanced {
  const scores = withCurrentPeriod(progress);
  const events: GameEvent[] = [];
  const toWin = Math.ceil(model.bestOf / 2);
  let completedPeriods = progress.completedPeriods;
  let elapsed = progress.elapsed + minutes / model.minutesPerSet;
  const finishSet = () => {
    completedPeriods += 1;
    elapsed = 0;
    events.push({ type: 'period-end' });
    const won = setsWon({ ...progress, completedPeriods, periodScores: scores });
    if (won.home < toWin && won.away < toWin) scores.push({ home: 0, away: 0 });
  };

  if (model.setTarget === 1) {
    if (elapsed >= 1) {
      const side = random.next() < pSet ? 'home' : 'away';
      scores[completedPeriods] = add({ home: 0, away: 0 }, side);
      events.push({ type: 'score', side });
      finishSet();
    }
  } else {
    const pointsPerMinute = (model.setTarget * POINTS_PER_TARGET) / model.minutesPerSet;
    const points = samplePoisson(random, pointsPerMinute * minutes);
    const pPoint = 0.5 + (pSet - 0.5) * POINT_EDGE;
    for (let i = 0; i < points; i += 1) {
      const side = random.next() < pPoint ? 'home' : 'away';
      const set = add(scores[completedPeriods] ?? { home: 0, away: 0 }, side);
      scores[completedPeriods] = set;
      events.push({ type: 'score', side });
      if (isSetOver(set, model)) {
        finishSet();
        const won = setsWon({ ...progress, completedPeriods, periodScores: scores });
        if (won.home === toWin || won.away === toWin) break;
      }
    }
    elapsed = Math.min(0.95, elapsed);
  }
  const won = setsWon({ ...progress, completedPeriods, periodScores: scores });
  const isFinished = won.home === toWin || won.away === toWin;
  if (isFinished) events.push({ type: 'finished' });
  return { progress: { ...progress, elapsed, completedPeriods, periodScores: scores }, events, isFinished };
}

function advanceBout(
  durationMinutes: number,
  pWin: number,
  progress: GameProgress,
  minutes: number,
  random: Random,
  canStop: boolean,
): Advanced {
  const elapsed = Math.min(1, progress.elapsed + minutes / durationMinutes);
  const stopped = canStop && random.next() < 1 - (1 - STOPPAGE_PER_MINUTE) ** minutes;
  if (elapsed < 1 && !stopped) return { progress: { ...progress, elapsed }, events: [], isFinished: false };
  const side = random.next() < pWin ? 'home' : 'away';
  return {
    progress: { ...progress, elapsed: 1, completedPeriods: 1, periodScores: [add({ home: 0, away: 0 }, side)] },
    events: [{ type: 'score', side }, { type: 'finished' }],
    isFinished: true,
  };
}

/**
 * Plays `minutes` of game time of a live game by its sport's rules: goals as Poisson arrivals over the periods,
 * sets point by point (or decided as they end), bouts to the bell or a stoppage.
 */
export function advanceGame(
  sport: SportDefinition,
  strengths: [number, number],
  progress: GameProgress,
  minutes: number,
  random: Random,
): Advanced {
  const split = scoringSplit(...strengths);
  switch (sport.model.kind) {
    case 'goals':
      return advanceGoals(sport, sport.model, split, progress, minutes, random);
    case 'sets':
      return advanceSets(sport.model, split.home, progress, minutes, random);
    case 'bout':
      return advanceBout(sport.model.minutes, split.home, progress, minutes, random, sport.slug !== 'cricket');
  }
}
