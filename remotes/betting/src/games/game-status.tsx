import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';
import { formatDayTime } from '@betfront/ui';
import { liveStatusText } from '../board/live-clock-text';

/** The period and clock of a game in play, "Finished" after it, or its start time (in the visitor's zone) before it. */
export function GameStatus({ game, lng, t }: { game: GameSummary; lng: string; t: Translate }) {
  if (game.status === 'finished') return <>{t('betting.game.finished')}</>;
  if (game.status === 'live') return <>{liveStatusText(game, t)}</>;
  return <time dateTime={game.startAt}>{formatDayTime(game.startAt, lng)}</time>;
}
