import { describe, expect, it } from 'vitest';
import { coefInView } from './coef-in-view';

describe('coefInView', () => {
  it('shows a coef in each odds format', () => {
    expect([0, 1, 2, 3, 4, 5].map((viewId) => coefInView('2.85', viewId))).toEqual([
      '2.85',
      '37/20',
      '+185',
      '1.85',
      '1.85',
      '-0.54',
    ]);
    expect([0, 1, 2, 3, 4, 5].map((viewId) => coefInView('1.50', viewId))).toEqual([
      '1.50',
      '1/2',
      '-200',
      '0.50',
      '-2.00',
      '0.50',
    ]);
  });

  it('keeps the decimal coef where no format applies', () => {
    expect(coefInView('1.00', 1)).toBe('1.00');
    expect(coefInView('2.85', 7)).toBe('2.85');
    expect(coefInView('n/a', 0)).toBe('n/a');
  });

  it('rounds an exact product half up to the two places a coef is shown with', () => {
    expect(coefInView('18.369741', 0)).toBe('18.37');
    expect(coefInView('8.50830318', 0)).toBe('8.51');
    expect(coefInView('8.18106075', 0)).toBe('8.18');
    expect(coefInView('8.185', 0)).toBe('8.19');
    expect(coefInView('3.5449', 2)).toBe('+254');
    expect(coefInView('2.999', 7)).toBe('3.00');
    expect(coefInView('9.995', 1)).toBe('9/1');
  });

  it('shows a coef stored with fewer places with the two every coef is shown with', () => {
    expect(coefInView('1.5', 0)).toBe('1.50');
    expect(coefInView('3', 0)).toBe('3.00');
    expect(coefInView('1.5', 2)).toBe('-200');
  });

  it('shows every coef from 1.01 to 25.00 within half its last shown place in each format', () => {
    const profitOrShortSide = (profit: number, long: boolean) => (long ? profit : -1 / profit);
    // [the exact value the format stands for, half its last shown place, how to read what it shows]
    const formats: readonly [(coef: number) => number, number, (shown: string) => number][] = [
      [(coef) => coef, 0.005, Number],
      [
        (coef) => coef - 1,
        1e-9,
        (shown) =>
          shown
            .split('/')
            .map(Number)
            .reduce((profit, stake) => profit / stake),
      ],
      [(coef) => (coef >= 2 ? 100 * (coef - 1) : -100 / (coef - 1)), 0.5, Number],
      [(coef) => coef - 1, 0.005, Number],
      [(coef) => profitOrShortSide(coef - 1, coef >= 2), 0.005, Number],
      [(coef) => profitOrShortSide(coef - 1, coef <= 2), 0.005, Number],
    ];
    for (let hundredths = 101; hundredths <= 2500; hundredths += 1) {
      const coef = (hundredths / 100).toFixed(2);
      formats.forEach(([exact, halfPlace, read], viewId) => {
        const shown = read(coefInView(coef, viewId));
        expect(Math.abs(shown - exact(hundredths / 100)), `${coef} in view ${viewId}`).toBeLessThanOrEqual(
          halfPlace + 1e-9,
        );
      });
    }
  });
});
