import type { CouponGame } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';

export interface PickName {
  /** What the player backs: "Osasuna", "Draw", "Over 2.5", "Osasuna (-1.5)". */
  readonly outcome: string;
  /** The market it belongs to: "Match result", "Total, 1st half". */
  readonly market: string;
}

export interface GameSides {
  readonly home: string;
  readonly away: string;
}

/** The game's two sides in the language they were last read in. */
export function gameSides(game: Pick<CouponGame, 'id' | 'opponent1' | 'opponent2'>): GameSides {
  return { home: game.opponent1 ?? game.id, away: game.opponent2 ?? '' };
}

const PLAIN_CODES: Readonly<Record<string, string>> = {
  X: 'coupon.pick.draw',
  '1X': 'coupon.pick.home_or_draw',
  '12': 'coupon.pick.home_or_away',
  X2: 'coupon.pick.draw_or_away',
  over: 'coupon.pick.over',
  under: 'coupon.pick.under',
  yes: 'coupon.pick.yes',
  no: 'coupon.pick.no',
  odd: 'coupon.pick.odd',
  even: 'coupon.pick.even',
  other: 'coupon.pick.other',
};

/** A handicap line as its side reads it: the away side's is the home line with its sign turned. */
function handicapLine(line: string, code: string): string {
  const value = code === '2' ? -Number(line) : Number(line);
  return value > 0 ? `+${value}` : String(value);
}

function outcomeName(kind: string, line: string, code: string, sides: GameSides, t: Translate): string {
  if (kind === 'handicap' && (code === '1' || code === '2')) {
    return `${code === '1' ? sides.home : sides.away} (${handicapLine(line, code)})`;
  }
  if (code === '1') return sides.home;
  if (code === '2') return sides.away;
  const key = PLAIN_CODES[code];
  return key === undefined ? code : t(key, { ...sides, line });
}

/**
 * A selection named as a bettor reads it, from its id `{gameId}:{period}:{kind}:{line}:{code}` and the game's
 * sides: the outcome first ("Osasuna", "Over 2.5"), the market second ("Match result").
 */
export function pickName(selectionId: string, sides: GameSides, t: Translate): PickName {
  const [, period = 'game', kind = '', line = '', ...codeParts] = selectionId.split(':');
  const market = t(`coupon.kind.${kind}`, { ...sides });
  return {
    outcome: outcomeName(kind, line, codeParts.join(':'), sides, t),
    market:
      period === 'game' ? market : t('coupon.market.with_period', { market, period: t(`coupon.period.${period}`) }),
  };
}
