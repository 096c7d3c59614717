import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';
import { liveStatusText } from '../board/live-clock-text';

const pad = (value: number) => String(value).padStart(2, '0');

/** The period and clock of a game in play, "Finished" after it, or its start time (UTC) before it. */
export function GameStatus({ game, t }: { game: GameSummary; t: Translate }) {
  if (game.status === 'finished') return <>{t('betting.game.finished')}</>;
  if (game.status === 'live') return <>{liveStatusText(game, t)}</>;
  const start = new Date(game.startAt);
  return (
    <time dateTime={game.startAt}>
      {pad(start.getUTCDate())}.{pad(start.getUTCMonth() + 1)} {pad(start.getUTCHours())}:{pad(start.getUTCMinutes())}
    </time>
  );
}
