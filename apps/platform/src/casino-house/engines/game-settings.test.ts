import { describe, expect, it } from 'vitest';
import { readGameSettings, SYMBOL_SETS } from './game-settings';

describe('a game’s engine settings', () => {
  it('reads the catalogue’s theme of every symbol set', () => {
    for (const symbols of SYMBOL_SETS) {
      expect(readGameSettings('1001', { palette: ['#ff5a5f', '#FFD23F'], symbols })).toEqual({
        palette: ['#ff5a5f', '#FFD23F'],
        symbols,
      });
    }
  });

  it('gives a game without settings the house theme', () => {
    expect(readGameSettings('101', {})).toEqual({ palette: ['#1d2b53', '#f5b301'], symbols: 'fruits' });
  });

  it('refuses settings no engine can draw', () => {
    expect(() => readGameSettings('1002', { palette: ['red', '#000000'], symbols: 'fruits' })).toThrow(/1002/);
    expect(() => readGameSettings('1003', { palette: ['#000000', '#ffffff'], symbols: 'dragons' })).toThrow(/1003/);
  });
});
