import type { LiveClock } from '@betfront/contract/sportsbook';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';

const SECONDS_PER_MINUTE = 60;
const BALLS_PER_OVER = 6;

/** The innings being played and the balls bowled in it, the match's time shared evenly between the innings. */
function inningsClock(elapsed: number, innings: { count: number; overs: number }): LiveClock {
  const ballsPerInnings = innings.overs * BALLS_PER_OVER;
  const bowled = Math.floor(elapsed * innings.count * ballsPerInnings);
  const number = Math.min(innings.count, Math.floor(bowled / ballsPerInnings) + 1);
  return {
    phase: 'innings',
    number,
    seconds: 0,
    balls: Math.min(ballsPerInnings, bowled - (number - 1) * ballsPerInnings),
  };
}

function goalsPhase(periods: number): LiveClock['phase'] {
  if (periods === 2) return 'half';
  if (periods === 4) return 'quarter';
  return 'period';
}

/**
 * The period and clock of a game in play, as its sport shows them: the minute played in halves and periods, the
 * time left in a quarter, the set or map being played, the innings and its overs, the minute of a contest without parts.
 */
export function liveClock(sport: SportDefinition, progress: GameProgress): LiveClock {
  const { model } = sport;
  if (model.kind === 'sets') {
    return { phase: sport.isCyber ? 'map' : 'set', number: Math.max(1, progress.periodScores.length), seconds: 0 };
  }
  if (model.kind === 'bout' && model.innings) return inningsClock(progress.elapsed, model.innings);
  if (model.kind === 'bout') {
    return { phase: 'time', number: 1, seconds: Math.floor(progress.elapsed * model.minutes * SECONDS_PER_MINUTE) };
  }
  const periodSeconds = model.periodMinutes * SECONDS_PER_MINUTE;
  const played = Math.floor(progress.elapsed * model.periods * periodSeconds);
  const number = Math.min(model.periods, Math.floor(played / periodSeconds) + 1);
  const phase = goalsPhase(model.periods);
  return { phase, number, seconds: phase === 'quarter' ? Math.max(0, number * periodSeconds - played) : played };
}
