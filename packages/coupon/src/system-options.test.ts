import { describe, expect, it } from 'vitest';
import { systemOptions } from './system-options';

describe('system options', () => {
  it('lists value 2 … non-bankers − 1 with its combinations and minimum amount', () => {
    expect(systemOptions([{}, {}, {}, {}], '0.5')).toEqual([
      { value: 2, offset: 0, combo: 6, minBetAmount: '3.00' },
      { value: 3, offset: 0, combo: 4, minBetAmount: '2.00' },
    ]);
  });

  it('offset is the number of bankers added to every combination', () => {
    expect(systemOptions([{ isBanker: true }, {}, {}, {}], null)).toEqual([
      { value: 2, offset: 1, combo: 3, minBetAmount: null },
    ]);
  });

  it('has no option under 3 non-bankers', () => {
    expect(systemOptions([{}, {}], '1')).toEqual([]);
  });
});
