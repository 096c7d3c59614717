import { describe, expect, it } from 'vitest';
import type { Market } from '@betfront/contract/sportsbook';
import { groupMarkets } from './group-markets';

const market = (period: Market['period'], kind: Market['kind'], line: number | null): Market => ({
  id: `${period}:${kind}:${line ?? ''}`,
  period,
  kind,
  line,
  selections: [],
});

describe('groupMarkets', () => {
  it('groups by period then kind in the contract order, lines ascending', () => {
    const groups = groupMarkets([
      market('corners', 'total', 9.5),
      market('game', 'total', 3.5),
      market('first-half', 'winner3', null),
      market('game', 'total', 1.5),
      market('game', 'winner3', null),
    ]);
    expect(groups.map((group) => group.period)).toEqual(['game', 'first-half', 'corners']);
    expect(groups[0]?.kinds.map((kind) => kind.kind)).toEqual(['winner3', 'total']);
    expect(groups[0]?.kinds[1]?.markets.map((m) => m.line)).toEqual([1.5, 3.5]);
  });

  it('leaves out periods without markets', () => {
    expect(groupMarkets([market('game', 'odd-even', null)]).map((group) => group.period)).toEqual(['game']);
    expect(groupMarkets([])).toEqual([]);
  });
});
