// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import { addBetEvent, SELECTION_A, SELECTION_B, testEngine } from '../testing/engine-fakes';
import { FullCoupon } from './full-coupon';

const t = createTranslate(en, 'en');
/** Another selection of the game SELECTION_A is on. */
const SAME_GAME = '30000012:game:winner3::1';

function couponOf(...selectionIds: string[]) {
  const engine = testEngine(t);
  for (const id of selectionIds) engine.addBet(addBetEvent(id));
  renderWithQueries(<FullCoupon engine={engine} t={t} />);
  return engine;
}

const row = (selectionId: string) => document.querySelector(`[data-coupon-bet-id="${selectionId}"]`) as HTMLElement;
const placeButton = () => screen.getByRole('button', { name: 'Place a bet' }) as HTMLButtonElement;

afterEach(cleanup);

describe('selections of one game in the coupon', () => {
  it('are locked in an express with the reason on each, and the express cannot be placed', () => {
    couponOf(SELECTION_A, SELECTION_B, SAME_GAME);
    expect((screen.getByRole('combobox', { name: 'Coupon type' }) as HTMLSelectElement).value).toBe('1');
    for (const id of [SELECTION_A, SAME_GAME]) {
      expect(within(row(id)).getByRole('status').textContent).toBe(en['coupon.bet.dependent']);
    }
    expect(within(row(SELECTION_B)).queryByRole('status')).toBeNull();
    expect(screen.getByText(en['coupon.message.dependent'])).toBeTruthy();
    expect(placeButton().disabled).toBe(true);
  });

  it('become singles on the way out the coupon offers, and can then be placed', () => {
    const engine = couponOf(SELECTION_A, SAME_GAME);
    fireEvent.click(screen.getByRole('button', { name: 'Make them singles' }));
    expect(engine.store.getState().typeId).toBe(4);
    expect(screen.queryByText(en['coupon.bet.dependent'])).toBeNull();
    expect(screen.queryByText(en['coupon.message.dependent'])).toBeNull();
    expect(placeButton().disabled).toBe(false);
  });
});
