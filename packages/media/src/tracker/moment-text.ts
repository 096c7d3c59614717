import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';
import type { GameMoment } from './game-moments';

/** A score is a goal in halves and periods, a point in sets and maps, the win of a bout, points or runs otherwise. */
function scoreWord(game: Pick<GameSummary, 'clock'>): 'goal' | 'point' | 'win' | 'score' {
  switch (game.clock?.phase) {
    case 'half':
    case 'period':
      return 'goal';
    case 'time':
      return 'win';
    case 'set':
    case 'map':
      return 'point';
    default:
      return 'score';
  }
}

export function scoreMomentText(
  moment: Extract<GameMoment, { kind: 'score' }>,
  game: Pick<GameSummary, 'clock' | 'home' | 'away'>,
  t: Translate,
): string {
  return t(`media.moment.${scoreWord(game)}`, { team: game[moment.side].name, count: moment.count });
}

export function momentText(moment: GameMoment, game: Pick<GameSummary, 'clock' | 'home' | 'away'>, t: Translate) {
  switch (moment.kind) {
    case 'score':
      return scoreMomentText(moment, game, t);
    case 'period-end':
      return t('media.moment.period_end', { number: moment.number });
    case 'finished':
      return t('media.moment.finished');
  }
}
