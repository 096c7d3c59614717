// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import { ACCOUNTS_WITH_FROZEN_ACTIVE, playerAccount } from '../testing/account-fixtures';
import { fakeBetsApi, testEngine } from '../testing/engine-fakes';
import { AccountPicker } from './account-picker';

const t = createTranslate(en, 'en');

function engineWith(accounts: typeof ACCOUNTS_WITH_FROZEN_ACTIVE) {
  return testEngine(t, { api: fakeBetsApi({ accounts: async () => accounts }) });
}

async function pickerOf(accounts: typeof ACCOUNTS_WITH_FROZEN_ACTIVE) {
  const engine = engineWith(accounts);
  await waitFor(() => expect(engine.accounts.get()).not.toBeNull());
  const view = render(<AccountPicker engine={engine} state={engine.store.getState()} accounts={accounts} t={t} />);
  const rerender = () =>
    view.rerender(<AccountPicker engine={engine} state={engine.store.getState()} accounts={accounts} t={t} />);
  return { engine, rerender };
}

afterEach(cleanup);

describe('AccountPicker', () => {
  it('names a frozen account so, does not offer it, and stakes from another by default', async () => {
    const { engine } = await pickerOf(ACCOUNTS_WITH_FROZEN_ACTIVE);
    expect(engine.store.getState().accountId).toBe('2');
    const select = screen.getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
    expect(select.value).toBe('2');
    const frozen = screen.getByRole('option', { name: 'Main RUB — frozen' }) as HTMLOptionElement;
    expect(frozen.disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'Main USD' }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.getByText('Balance: 40.00 USD')).toBeTruthy();
    expect(screen.queryByText('This account is frozen and takes no bets.')).toBeNull();
  });

  it('does not let the player choose a frozen account', async () => {
    const { engine, rerender } = await pickerOf(ACCOUNTS_WITH_FROZEN_ACTIVE);
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: '1' } });
    rerender();
    expect(engine.store.getState().accountId).toBe('2');
    fireEvent.change(screen.getByRole('combobox', { name: 'Account' }), { target: { value: '3' } });
    expect(engine.store.getState().accountId).toBe('3');
  });

  it('says why the coupon cannot be placed when its only account is frozen', async () => {
    const onlyFrozen = { all_accounts: [playerAccount({ isAccountFrozen: true })], active_account_id: 1 };
    const { engine } = await pickerOf(onlyFrozen);
    expect(engine.store.getState().accountId).toBeNull();
    engine.store.dispatch({ type: 'selectAccount', accountId: '1', isBonus: false, currencyIso: 'RUB' });
    cleanup();
    render(<AccountPicker engine={engine} state={engine.store.getState()} accounts={onlyFrozen} t={t} />);
    expect(screen.getByText('This account is frozen and takes no bets.')).toBeTruthy();
  });
});
