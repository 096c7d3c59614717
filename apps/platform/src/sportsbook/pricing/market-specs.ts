import { BET_STATUS } from '@betfront/coupon';
import type { BetStatusId } from '@betfront/coupon';
import { lineStatus } from './line-status';
import type { Score } from './score-distribution';

/** One selection of a market and how it settles on the final score of the market's period. */
export interface OutcomeSpec {
  code: string;
  /** The line of the selection itself: a handicap for the side, or the total. */
  param: number | null;
  resolve(score: Score): BetStatusId;
}

export interface MarketSpec {
  /** Kind of market, e.g. 'winner3', 'total', 'handicap'. */
  kind: string;
  outcomes: readonly OutcomeSpec[];
}

const won = (condition: boolean): BetStatusId => (condition ? BET_STATUS.win : BET_STATUS.lose);
const outcome = (code: string, resolve: OutcomeSpec['resolve'], param: number | null = null): OutcomeSpec => ({
  code,
  param,
  resolve,
});

export const winner3 = (): MarketSpec => ({
  kind: 'winner3',
  outcomes: [
    outcome('1', (s) => won(s.home > s.away)),
    outcome('X', (s) => won(s.home === s.away)),
    outcome('2', (s) => won(s.home < s.away)),
  ],
});

/** A winner market of a sport without draws in this period; a tie, should it happen, returns the stakes. */
export const winner2 = (): MarketSpec => ({
  kind: 'winner2',
  outcomes: [outcome('1', (s) => lineStatus(s.home - s.away)), outcome('2', (s) => lineStatus(s.away - s.home))],
});

export const doubleChance = (): MarketSpec => ({
  kind: 'double-chance',
  outcomes: [
    outcome('1X', (s) => won(s.home >= s.away)),
    outcome('12', (s) => won(s.home !== s.away)),
    outcome('X2', (s) => won(s.home <= s.away)),
  ],
});

export const total = (line: number): MarketSpec => ({
  kind: 'total',
  outcomes: [
    outcome('over', (s) => lineStatus(s.home + s.away - line), line),
    outcome('under', (s) => lineStatus(line - s.home - s.away), line),
  ],
});

export const teamTotal = (side: 'home' | 'away', line: number): MarketSpec => ({
  kind: `team-total-${side}`,
  outcomes: [
    outcome('over', (s) => lineStatus(s[side] - line), line),
    outcome('under', (s) => lineStatus(line - s[side]), line),
  ],
});

/** The home side's handicap; the away side gets the opposite line. */
export const handicap = (homeLine: number): MarketSpec => ({
  kind: 'handicap',
  outcomes: [
    outcome('1', (s) => lineStatus(s.home + homeLine - s.away), homeLine),
    outcome('2', (s) => lineStatus(s.away - homeLine - s.home), -homeLine),
  ],
});

export const bothScore = (): MarketSpec => ({
  kind: 'both-score',
  outcomes: [
    outcome('yes', (s) => won(s.home > 0 && s.away > 0)),
    outcome('no', (s) => won(s.home === 0 || s.away === 0)),
  ],
});

export const oddEven = (): MarketSpec => ({
  kind: 'odd-even',
  outcomes: [
    outcome('odd', (s) => won((s.home + s.away) % 2 === 1)),
    outcome('even', (s) => won((s.home + s.away) % 2 === 0)),
  ],
});

/** Exact scores up to `upTo` goals a side, and one selection for any other score. */
export const correctScore = (upTo: number): MarketSpec => {
  const listed: OutcomeSpec[] = [];
  for (let home = 0; home <= upTo; home += 1) {
    for (let away = 0; away <= upTo; away += 1) {
      listed.push(outcome(`${home}:${away}`, (s) => won(s.home === home && s.away === away)));
    }
  }
  const isListed = (s: Score) => s.home <= upTo && s.away <= upTo;
  return { kind: 'correct-score', outcomes: [...listed, outcome('other', (s) => won(!isListed(s)))] };
};
