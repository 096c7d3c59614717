import { describe, expect, it } from 'vitest';
import { labelFromSlug } from './slug-label';

describe('labelFromSlug', () => {
  it('drops the leading id and spells the words', () => {
    expect(labelFromSlug('88637-premier-league')).toBe('Premier league');
    expect(labelFromSlug('1-football')).toBe('Football');
  });

  it('keeps a bare id', () => {
    expect(labelFromSlug('12345')).toBe('12345');
  });

  it('reads underscores as spaces', () => {
    expect(labelFromSlug('slot_first_deposit')).toBe('Slot first deposit');
  });
});
