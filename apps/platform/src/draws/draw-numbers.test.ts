import { describe, expect, it } from 'vitest';
import { choose, combinationsMatching } from './combinations';
import { ticketWinCents } from './lottery-games';
import { drawNumbers, newDrawSeed } from './draw-numbers';

describe('the draw of numbers from a seed', () => {
  it('draws distinct numbers in the pool, the same ones again from the same seed', () => {
    for (let i = 0; i < 200; i += 1) {
      const seed = newDrawSeed();
      const numbers = drawNumbers(seed, 45, 6);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((number) => number >= 1 && number <= 45)).toBe(true);
      expect(drawNumbers(seed, 45, 6)).toEqual(numbers);
    }
  });

  it('reproduces a stored draw from its seed', () => {
    expect(drawNumbers('00'.repeat(32), 20, 4)).toEqual(drawNumbers('00'.repeat(32), 20, 4));
    expect(drawNumbers('00'.repeat(32), 20, 4)).not.toEqual(drawNumbers('01'.repeat(32), 20, 4));
  });

  it('gives every number about the same chance', () => {
    const counts = new Array<number>(21).fill(0);
    for (let i = 0; i < 5000; i += 1) for (const number of drawNumbers(newDrawSeed(), 20, 4)) counts[number]! += 1;
    for (const seen of counts.slice(1)) expect(seen).toBeGreaterThan(800); // 1000 expected each
  });
});

describe('combinations and prizes', () => {
  it('counts the combinations of a system ticket', () => {
    expect(choose(6, 6)).toBe(1n);
    expect(choose(8, 6)).toBe(28n);
    expect(choose(12, 6)).toBe(924n);
    expect(choose(45, 6)).toBe(8_145_060n);
  });

  it('splits a system ticket’s combinations by matched numbers', () => {
    // 8 numbers picked, 4 of them drawn, 6 per combination: C(4,4)·C(4,2) = 6 combinations match 4.
    expect(combinationsMatching(8, 4, 6, 4)).toBe(6n);
    expect(combinationsMatching(8, 4, 6, 3)).toBe(16n);
    expect(combinationsMatching(8, 4, 6, 2)).toBe(6n);
    const all = [0, 1, 2, 3, 4, 5, 6].reduce((sum, m) => sum + combinationsMatching(8, 4, 6, m), 0n);
    expect(all).toBe(choose(8, 6));
  });

  it('pays every winning combination of a lotto ticket by the prize table, exactly', () => {
    const lotto = { kind: 'lotto' as const, pickCount: 4, prizeTable: { '2': 1, '3': 20, '4': 1000 } };
    const win = (numbers: number[]) => ticketWinCents(lotto, { numbers, priceCents: 1000n }, [1, 2, 3, 4]);
    expect(win([1, 2, 3, 4])).toBe(1_000_000n);
    expect(win([1, 2, 3, 5])).toBe(20_000n);
    expect(win([9, 10, 11, 12])).toBe(0n);
    // 5 picked, 3 drawn: 2 combinations match 3 (20×), 3 match 2 (1×).
    expect(win([1, 2, 3, 9, 10])).toBe(43_000n);
  });

  it('pays a keno ticket by its spots and hits', () => {
    const keno = { kind: 'keno' as const, pickCount: 1, prizeTable: { '1': { '1': 3 }, '3': { '2': 1, '3': 40 } } };
    const drawn = Array.from({ length: 20 }, (_, index) => index + 1);
    const win = (numbers: number[]) => ticketWinCents(keno, { numbers, priceCents: 1000n }, drawn);
    expect(win([5])).toBe(3000n);
    expect(win([50])).toBe(0n);
    expect(win([1, 2, 3])).toBe(40_000n);
    expect(win([1, 2, 60])).toBe(1000n);
    expect(win([1, 60, 61])).toBe(0n);
  });
});
