import { describe, expect, it } from 'vitest';
import { storedChangeCoefAction } from './stored-change-policy';

describe('storedChangeCoefAction', () => {
  it('reads the saved policy and falls back to accepting a rise', () => {
    expect(storedChangeCoefAction(JSON.stringify({ changeCoefAction: 0, isAutoMax: false }))).toBe(0);
    expect(storedChangeCoefAction(JSON.stringify({ changeCoefAction: 1 }))).toBe(1);
    expect(storedChangeCoefAction(null)).toBe(2);
    expect(storedChangeCoefAction('{"changeCoefAction":7}')).toBe(2);
    expect(storedChangeCoefAction('not json')).toBe(2);
  });
});
