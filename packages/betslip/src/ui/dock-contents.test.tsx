// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import { addBetEvent, SELECTION_A, testEngine } from '../testing/engine-fakes';
import { DockContents } from './dock-contents';

const t = createTranslate(en, 'en');
const failure = { message: "The coupon's texts did not load.", refresh: 'Refresh' };

afterEach(cleanup);

describe('DockContents', () => {
  it('shows the quick bar with its texts while the dictionary is there', () => {
    const engine = testEngine(t);
    engine.addBet(addBetEvent(SELECTION_A));
    render(<DockContents engine={engine} t={t} isCouponOnPage={false} textsFailure={null} />);
    expect(screen.getByRole('button', { name: /coupon/i })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the texts did not load, with a refresh button, in place of the bar of a coupon with picks', () => {
    const engine = testEngine(t);
    const { rerender } = render(<DockContents engine={engine} t={t} isCouponOnPage={false} textsFailure={failure} />);
    expect(screen.queryByRole('alert')).toBeNull();

    act(() => engine.addBet(addBetEvent(SELECTION_A)));
    rerender(<DockContents engine={engine} t={t} isCouponOnPage={false} textsFailure={failure} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("The coupon's texts did not load.");
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /coupon/i })).toBeNull();
  });
});
