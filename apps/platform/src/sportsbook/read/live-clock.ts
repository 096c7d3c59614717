import type { LiveClock } from '@betfront/contract/sportsbook';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';

const SECONDS_PER_MINUTE = 60;

function goalsPhase(periods: number): LiveClock['phase'] {
  if (periods === 2) return 'half';
  if (periods === 4) return 'quarter';
  return 'period';
}

/**
 * The period and clock of a game in play, as its sport shows them: the minute played in halves and periods, the
 * time left in a quarter, the set or map being played, the minute of a contest without parts.
 */
export function liveClock(sport: SportDefinition, progress: GameProgress): LiveClock {
  const { model } = sport;
  if (model.kind === 'sets') {
    return { phase: sport.isCyber ? 'map' : 'set', number: Math.max(1, progress.periodScores.length), seconds: 0 };
  }
  if (model.kind === 'bout') {
    return { phase: 'time', number: 1, seconds: Math.floor(progress.elapsed * model.minutes * SECONDS_PER_MINUTE) };
  }
  const periodSeconds = model.periodMinutes * SECONDS_PER_MINUTE;
  const played = Math.floor(progress.elapsed * model.periods * periodSeconds);
  const number = Math.min(model.periods, Math.floor(played / periodSeconds) + 1);
  const phase = goalsPhase(model.periods);
  return { phase, number, seconds: phase === 'quarter' ? Math.max(0, number * periodSeconds - played) : played };
}
