import { describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import type { Market } from '@betfront/contract/sportsbook';
import en from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/betting/ru.json';
import { couponLabel, formatLine, marketKindName, selectionName } from './market-names';

const t = createTranslate(en);
const sides = { home: { id: 1, name: 'Arsenal' }, away: { id: 2, name: 'Chelsea' } };

function market(kind: Market['kind'], line: number | null, codes: [string, number | null][], period = 'game'): Market {
  return {
    id: `${period}:${kind}:${line ?? ''}`,
    period: period as Market['period'],
    kind,
    line,
    selections: codes.map(([code, param]) => ({
      id: `7:${period}:${kind}:${line ?? ''}:${code}`,
      code,
      param,
      coef: '1.90',
    })),
  };
}

const names = (m: Market) => m.selections.map((selection) => selectionName(m, selection, t));

describe('market naming', () => {
  it('names the winner and double chance by their codes', () => {
    expect(
      names(
        market('winner3', null, [
          ['1', null],
          ['X', null],
          ['2', null],
        ]),
      ),
    ).toEqual(['1', 'X', '2']);
    expect(
      names(
        market('double-chance', null, [
          ['1X', null],
          ['12', null],
          ['X2', null],
        ]),
      ),
    ).toEqual(['1X', '12', 'X2']);
  });

  it('names totals, handicaps and the yes/no markets', () => {
    expect(
      names(
        market('total', 2.5, [
          ['over', 2.5],
          ['under', 2.5],
        ]),
      ),
    ).toEqual(['Over 2.5', 'Under 2.5']);
    expect(
      names(
        market('handicap', -1.5, [
          ['1', -1.5],
          ['2', 1.5],
        ]),
      ),
    ).toEqual(['1 (-1.5)', '2 (+1.5)']);
    expect(
      names(
        market('handicap', 0, [
          ['1', 0],
          ['2', 0],
        ]),
      ),
    ).toEqual(['1 (0)', '2 (0)']);
    expect(
      names(
        market('both-score', null, [
          ['yes', null],
          ['no', null],
        ]),
      ),
    ).toEqual(['Yes', 'No']);
    expect(
      names(
        market('odd-even', null, [
          ['odd', null],
          ['even', null],
        ]),
      ),
    ).toEqual(['Odd', 'Even']);
    expect(
      names(
        market('correct-score', 3, [
          ['2:1', null],
          ['other', null],
        ]),
      ),
    ).toEqual(['2:1', 'Any other score']);
  });

  it('names the market kinds, with the side of a team total', () => {
    expect(marketKindName({ kind: 'winner3' }, sides, t)).toBe('Match result');
    expect(marketKindName({ kind: 'team-total-home' }, sides, t)).toBe('Arsenal: total');
    expect(marketKindName({ kind: 'both-score' }, sides, t)).toBe('Both teams to score');
  });

  it('labels a selection for the coupon, with the period when it is not the whole game', () => {
    const total = market('total', 2.5, [['over', 2.5]]);
    expect(couponLabel(total, total.selections[0]!, sides, t)).toBe('Total: Over 2.5');
    const half = market('handicap', -1.5, [['1', -1.5]], 'first-half');
    expect(couponLabel(half, half.selections[0]!, sides, t)).toBe('1st half. Handicap: 1 (-1.5)');
    const corners = market('total', 9.5, [['under', 9.5]], 'corners');
    expect(couponLabel(corners, corners.selections[0]!, sides, t)).toBe('Corners. Total: Under 9.5');
  });

  it('has every market, period and selection text in Russian too', () => {
    const keys = Object.keys(en).filter((key) => /^betting\.(market|period|selection)\./.test(key));
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) expect(ru, key).toHaveProperty([key]);
  });

  it('formats lines with a sign only for handicaps', () => {
    expect(formatLine(1.5, true)).toBe('+1.5');
    expect(formatLine(1.5, false)).toBe('1.5');
    expect(formatLine(null, true)).toBe('');
  });
});
