import type { GameSummary, LiveClock } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';

const pad = (value: number) => String(value).padStart(2, '0');

/** The minute a running clock is in, as a commentator says it: the 67th minute from 66:00 to 66:59. */
const minuteOf = (seconds: number) => Math.floor(seconds / 60) + 1;

function clockText(clock: LiveClock, t: Translate): string {
  const { phase, number, seconds } = clock;
  switch (phase) {
    case 'half':
    case 'period':
      return t(`betting-board.clock.${phase}`, { number, minute: minuteOf(seconds) });
    case 'quarter':
      return t('betting-board.clock.quarter', {
        number,
        clock: `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`,
      });
    case 'set':
    case 'map':
      return t(`betting-board.clock.${phase}`, { number });
    case 'innings': {
      const balls = clock.balls ?? 0;
      return t('betting-board.clock.innings', { number, overs: `${Math.floor(balls / 6)}.${balls % 6}` });
    }
    case 'time':
      return t('betting-board.clock.time', { minute: minuteOf(seconds) });
  }
}

/**
 * Where a game in play stands, in the page's language: "2H 67'", "Q3 04:12", "Set 2 · 3–4" (the games of the
 * set being played follow a set or a map).
 */
export function liveStatusText(game: Pick<GameSummary, 'clock' | 'periodScores'>, t: Translate): string {
  const { clock } = game;
  if (!clock) return '';
  const text = clockText(clock, t);
  const current = game.periodScores[game.periodScores.length - 1];
  if ((clock.phase === 'set' || clock.phase === 'map') && current) return `${text} · ${current.home}–${current.away}`;
  return text;
}
