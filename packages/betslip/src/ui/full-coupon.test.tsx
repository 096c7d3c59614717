// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { playerAccount } from '../testing/account-fixtures';
import { addBetEvent, fakeBetsApi, SELECTION_A, SELECTION_B, testEngine } from '../testing/engine-fakes';
import { FullCoupon } from './full-coupon';

const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  key === 'coupon.title'
    ? 'Coupon'
    : key === 'coupon.place'
      ? 'Place a bet'
      : vars
        ? `${key} ${JSON.stringify(vars)}`
        : key;

function engineWith(isLoggedIn: boolean, api = fakeBetsApi()) {
  return testEngine(t, { isLoggedIn, api });
}

afterEach(cleanup);

describe('FullCoupon', () => {
  it('is a region named Coupon that lists the selections with the place button', () => {
    const engine = engineWith(true);
    engine.addBet(addBetEvent(SELECTION_A));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    expect(screen.getByRole('region', { name: 'Coupon' })).toBeTruthy();
    expect(screen.getByText('Arsenal — Chelsea')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place a bet' })).toBeTruthy();
  });

  it('offers only the types the bets allow and shows the express after a second bet', () => {
    const engine = engineWith(true);
    engine.addBet(addBetEvent(SELECTION_A));
    engine.addBet(addBetEvent(SELECTION_B));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    const select = screen.getByRole('combobox', { name: 'coupon.type.label' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect([...select.options].map((option) => option.value)).not.toContain('0');
  });

  it('steps the amount by the currency’s step', () => {
    const engine = engineWith(true);
    engine.addBet(addBetEvent(SELECTION_A));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'coupon.amount.increase {"step":"100"}' }));
    expect(engine.store.getState().amount).toBe('250');
  });

  it('asks to accept changed odds and takes them on the button', () => {
    const engine = engineWith(true);
    engine.addBet(addBetEvent(SELECTION_A));
    engine.store.dispatch({ type: 'updateMarkets', updates: [{ betId: SELECTION_A, coef: '1.5' }] });
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    expect((screen.getByRole('button', { name: 'Place a bet' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'coupon.message.accept_changes' }));
    expect((screen.getByRole('button', { name: 'Place a bet' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps the place button disabled while the coupon stakes from a frozen account', async () => {
    // Two RUB accounts alike but for the frozen one, so only the freeze can tell the button apart.
    const accounts = { all_accounts: [playerAccount({ id: 1, isAccountFrozen: true }), playerAccount({ id: 2 })] };
    const engine = engineWith(true, fakeBetsApi({ accounts: async () => ({ ...accounts, active_account_id: 2 }) }));
    await waitFor(() => expect(engine.store.getState().accountId).toBe('2'));
    engine.addBet(addBetEvent(SELECTION_A));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    const place = screen.getByRole('button', { name: 'Place a bet' }) as HTMLButtonElement;
    expect(place.disabled).toBe(false);
    act(() => engine.store.dispatch({ type: 'selectAccount', accountId: '1', isBonus: false, currencyIso: 'RUB' }));
    expect(place.disabled).toBe(true);
    expect(screen.getByText('coupon.account.frozen_note')).toBeTruthy();
  });

  it('opens the settings panel, where the coef-change policy is set', () => {
    const engine = engineWith(true);
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'coupon.settings.open' }));
    fireEvent.click(screen.getByRole('radio', { name: 'coupon.settings.coef_change.0' }));
    expect(engine.store.getState().settings.changeCoefAction).toBe(0);
    expect(screen.getByRole('checkbox', { name: 'coupon.settings.one_click' })).toBeTruthy();
  });

  it('asks before one-click clears the coupon', () => {
    const engine = engineWith(true);
    engine.addBet(addBetEvent(SELECTION_A));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'coupon.settings.open' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'coupon.settings.one_click' }));
    fireEvent.click(screen.getByRole('button', { name: 'coupon.one_click.confirm' }));
    expect(engine.store.getState().bets).toEqual([]);
    expect(engine.store.getState().settings.isActiveOneClick).toBe(true);
  });

  it('sends a visitor to the login instead of placing', () => {
    const engine = engineWith(false);
    engine.addBet(addBetEvent(SELECTION_A));
    const clicked: string[] = [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest('a');
      if (link) {
        clicked.push(link.getAttribute('href') ?? '');
        event.preventDefault();
      }
    };
    document.addEventListener('click', onClick);
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    fireEvent.click(screen.getByRole('button', { name: 'Place a bet' }));
    document.removeEventListener('click', onClick);
    expect(clicked).toEqual(['/en/user/login']);
    expect(engine.api.place).not.toHaveBeenCalled();
  });
});
