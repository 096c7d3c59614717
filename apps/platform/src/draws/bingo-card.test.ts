import { describe, expect, it } from 'vitest';
import { completedLines, isBingoCard } from './bingo-card';

// B 1–5, I 16–20, N 31 32 · 34 35, G 46–50, O 61–65: card order is column by column, top to bottom.
const CARD = [1, 2, 3, 4, 5, 16, 17, 18, 19, 20, 31, 32, 34, 35, 46, 47, 48, 49, 50, 61, 62, 63, 64, 65];

describe('a bingo card', () => {
  it('holds 5 numbers of each column range, 4 in the middle one', () => {
    expect(isBingoCard(CARD)).toBe(true);
    expect(isBingoCard(CARD.slice(1))).toBe(false);
    expect(isBingoCard([16, ...CARD.slice(1)])).toBe(false);
    expect(isBingoCard([...CARD.slice(0, 23), 76])).toBe(false);
  });

  it('counts its completed rows, columns and diagonals, the free centre marked', () => {
    expect(completedLines(CARD, new Set())).toBe(0);
    expect(completedLines(CARD, new Set([1, 2, 3, 4, 5]))).toBe(1);
    expect(completedLines(CARD, new Set([1, 16, 31, 46, 61]))).toBe(1);
    expect(completedLines(CARD, new Set([3, 18, 48, 63]))).toBe(1);
    expect(completedLines(CARD, new Set([1, 17, 49, 65]))).toBe(1);
    expect(completedLines(CARD, new Set([1, 17, 49, 65, 5, 19, 47, 61]))).toBe(2);
    expect(completedLines(CARD, new Set(CARD))).toBe(12);
  });
});
