import type { LiveClock } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';

const pad = (value: number) => String(value).padStart(2, '0');

/** The part of the game being played, named in full for the tracker: "2nd half", "Set 3". */
export function periodText(clock: LiveClock, t: Translate): string {
  return t(`media.period.${clock.phase}`, { number: clock.number });
}

/** The running clock as a scoreboard shows it ("66:12"), the overs of an innings, nothing for sets and maps. */
export function clockFigure(clock: LiveClock): string {
  if (clock.phase === 'set' || clock.phase === 'map') return '';
  if (clock.phase === 'innings') {
    const balls = clock.balls ?? 0;
    return `${Math.floor(balls / 6)}.${balls % 6}`;
  }
  return `${pad(Math.floor(clock.seconds / 60))}:${pad(clock.seconds % 60)}`;
}
