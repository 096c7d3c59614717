import type { GameSummary } from '@betfront/contract/sportsbook';
import { useNow } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { formatDateTime, formatDayTime } from '@betfront/ui';
import { liveStatusText } from '../board/live-clock-text';

/** Beyond this a start (an election months ahead) is written with its year. */
const WITHIN_SEASON_MS = 90 * 86_400_000;

/** The period and clock of a game in play, "Finished" after it, or its start time (in the visitor's zone) before it. */
export function GameStatus({ game, lng, t }: { game: GameSummary; lng: string; t: Translate }) {
  const now = useNow(false);
  if (game.status === 'finished') return <>{t('betting.game.finished')}</>;
  if (game.status === 'live') return <>{liveStatusText(game, t)}</>;
  const farAhead = Date.parse(game.startAt) - now > WITHIN_SEASON_MS;
  return <time dateTime={game.startAt}>{(farAhead ? formatDateTime : formatDayTime)(game.startAt, lng)}</time>;
}
