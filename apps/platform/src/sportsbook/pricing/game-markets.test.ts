import { describe, expect, it } from 'vitest';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import { MARGIN, priceGame, setsWon } from './game-markets';
import type { GameProgress, PricedMarket } from './game-markets';

const START: GameProgress = { elapsed: 0, completedPeriods: 0, periodScores: [], corners: { home: 0, away: 0 } };
const sport = (slug: string): SportDefinition => {
  const found = SPORTS.find((s) => s.slug === slug);
  if (!found) throw new Error(slug);
  return found;
};
const market = (markets: PricedMarket[], id: string) => {
  const found = markets.find((m) => m.id === id);
  if (!found) throw new Error(`no market ${id}`);
  return found;
};
const coef = (m: PricedMarket, code: string) => Number(m.outcomes.find((o) => o.code === code)?.coef);

describe('priceGame', () => {
  it('prices the markets a football bettor expects', () => {
    const markets = priceGame(sport('football'), [0.4, -0.1], START);
    const kinds = new Set(markets.map((m) => `${m.period}:${m.kind}`));
    for (const expected of [
      'game:winner3',
      'game:double-chance',
      'game:total',
      'game:handicap',
      'game:both-score',
      'game:correct-score',
      'first-half:winner3',
      'corners:total',
    ]) {
      expect(kinds).toContain(expected);
    }
    expect(markets.some((m) => m.kind === 'total' && m.line === 2.25)).toBe(true);
    expect(markets.some((m) => m.kind === 'handicap' && m.line !== null && !Number.isInteger(m.line * 2))).toBe(true);
  });

  it('keeps the margin in every two- and three-way market of every sport', () => {
    for (const definition of SPORTS) {
      for (const m of priceGame(definition, [0.2, 0], START)) {
        if (m.kind === 'correct-score' || m.kind === 'double-chance' || m.outcomes.some((o) => o.coef === null))
          continue;
        const overround = m.outcomes.reduce((sum, o) => sum + 1 / Number(o.coef), 0);
        if (m.kind === 'winner3' || m.kind === 'both-score' || m.kind === 'odd-even') {
          expect(overround, `${definition.slug} ${m.id}`).toBeGreaterThan(1 + MARGIN - 0.005);
        }
        expect(overround, `${definition.slug} ${m.id}`).toBeLessThan(1 + MARGIN + 0.05);
      }
    }
  });

  it('favours the stronger side', () => {
    const winner = market(priceGame(sport('tennis'), [0.8, -0.3], START), 'game:winner2:');
    expect(coef(winner, '1')).toBeLessThan(coef(winner, '2'));
  });

  it('moves with the live score and closes what is settled already', () => {
    const live: GameProgress = {
      elapsed: 0.8,
      completedPeriods: 1,
      periodScores: [
        { home: 2, away: 0 },
        { home: 0, away: 0 },
      ],
      corners: { home: 6, away: 2 },
    };
    const markets = priceGame(sport('football'), [0, 0], live);
    expect(coef(market(markets, 'game:winner3:'), '1')).toBeLessThan(1.2);
    const overOneAndHalf = market(markets, 'game:total:1.5');
    expect(overOneAndHalf.outcomes.find((o) => o.code === 'over')?.coef).toBeNull();
    expect(markets.some((m) => m.period === 'first-half')).toBe(false);
  });

  it('counts only completed sets in a set sport', () => {
    const oneSetUp: GameProgress = {
      elapsed: 0.1,
      completedPeriods: 1,
      periodScores: [
        { home: 6, away: 3 },
        { home: 0, away: 1 },
      ],
      corners: { home: 0, away: 0 },
    };
    expect(setsWon(oneSetUp)).toEqual({ home: 1, away: 0 });
    const before = coef(market(priceGame(sport('tennis'), [0, 0], START), 'game:winner2:'), '1');
    const after = coef(market(priceGame(sport('tennis'), [0, 0], oneSetUp), 'game:winner2:'), '1');
    expect(after).toBeLessThan(before);
  });
});
