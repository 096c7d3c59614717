import { describe, expect, it } from 'vitest';
import { coefChangeDecision } from './coef-change-policy';

describe('coefficient-change policy', () => {
  it('0 confirm: every change waits for the player', () => {
    expect(coefChangeDecision(0, '2', '2.1')).toBe('confirm');
    expect(coefChangeDecision(0, '2', '1.9')).toBe('confirm');
  });

  it('1 accept any change', () => {
    expect(coefChangeDecision(1, '2', '2.1')).toBe('accept');
    expect(coefChangeDecision(1, '2', '1.9')).toBe('accept');
  });

  it('2 accept on increase: a drop waits for the player', () => {
    expect(coefChangeDecision(2, '2', '2.1')).toBe('accept');
    expect(coefChangeDecision(2, '2', '1.9')).toBe('confirm');
  });

  it('an unchanged coef is no change, however written', () => {
    expect(coefChangeDecision(0, '2.50', 2.5)).toBe('accept');
  });
});
