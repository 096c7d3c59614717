import { describe, expect, it } from 'vitest';
import { formatCoef } from '../../../remotes/betting/src/odds/coef-format';
import type { CoefViewId } from '../../../remotes/betting/src/odds/coef-format';
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
    expect(coefInView('3.5409', 2)).toBe('3.5409');
    expect(coefInView('1.00', 1)).toBe('1.00');
    expect(coefInView('2.85', 7)).toBe('2.85');
  });

  it('reads every coef as the betting pages show it', () => {
    for (let hundredths = 101; hundredths <= 2500; hundredths += 1) {
      const coef = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
      for (const viewId of [0, 1, 2, 3, 4, 5] as const satisfies readonly CoefViewId[]) {
        expect(coefInView(coef, viewId)).toBe(formatCoef(coef, viewId));
      }
    }
  });
});
