// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import { addBetEvent, SELECTION_A, SELECTION_B, testEngine } from '../testing/engine-fakes';
import { CoefAnnouncer } from './coef-announcer';

const t = createTranslate(en, 'en');

afterEach(cleanup);

function announcedIn(container: HTMLElement): HTMLElement {
  const region = container.querySelector<HTMLElement>('[aria-live="polite"]');
  if (!region) throw new Error('no polite live region');
  return region;
}

describe('CoefAnnouncer', () => {
  it('reads out, politely, a price of the coupon that moved up or down', () => {
    const engine = testEngine(t);
    engine.addBet(addBetEvent(SELECTION_A));
    const { container } = render(<CoefAnnouncer store={engine.store} t={t} coefViewId={0} />);
    const region = announcedIn(container);
    expect(region.textContent).toBe('');

    act(() => engine.store.dispatch({ type: 'updateMarkets', updates: [{ betId: SELECTION_A, coef: '2.05' }] }));
    expect(region.textContent).toBe('Odds went up: Arsenal — Chelsea, Total: Over 2.5, from 1.85 to 2.05.');

    act(() => engine.store.dispatch({ type: 'updateMarkets', updates: [{ betId: SELECTION_A, coef: '1.7' }] }));
    expect(region.textContent).toBe('Odds went down: Arsenal — Chelsea, Total: Over 2.5, from 2.05 to 1.70.');
  });

  it('says nothing when a selection is added or removed, or the stake changes', () => {
    const engine = testEngine(t);
    engine.addBet(addBetEvent(SELECTION_A));
    const { container } = render(<CoefAnnouncer store={engine.store} t={t} coefViewId={0} />);
    act(() => engine.addBet(addBetEvent(SELECTION_B)));
    act(() => engine.store.dispatch({ type: 'setAmount', amount: '300' }));
    act(() => engine.store.dispatch({ type: 'removeBet', betId: SELECTION_A }));
    expect(announcedIn(container).textContent).toBe('');
  });
});
