import { describe, expect, it } from 'vitest';
import { coefText } from './coef-text';

describe('coefText', () => {
  it('shows two decimal places, cutting the rest', () => {
    expect(coefText('1.2')).toBe('1.20');
    expect(coefText('3')).toBe('3.00');
    expect(coefText('207.38169816')).toBe('207.38');
    expect(coefText('1.999')).toBe('1.99');
  });
});
