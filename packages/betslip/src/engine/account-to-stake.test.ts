import { describe, expect, it } from 'vitest';
import { ACCOUNTS_WITH_FROZEN_ACTIVE, playerAccount } from '../testing/account-fixtures';
import { accountToStakeFrom } from './account-to-stake';

describe('accountToStakeFrom', () => {
  it('takes the active account when the coupon has none it knows', () => {
    const data = { all_accounts: [playerAccount({ id: 1 }), playerAccount({ id: 2, type: 9 })], active_account_id: 2 };
    expect(accountToStakeFrom(data, null)).toBe(2);
    expect(accountToStakeFrom(data, '99')).toBe(2);
  });

  it('keeps the coupon’s own account while it takes stakes', () => {
    expect(accountToStakeFrom(ACCOUNTS_WITH_FROZEN_ACTIVE, '3')).toBeNull();
  });

  it('passes over a frozen account for the first money account that is not', () => {
    expect(accountToStakeFrom(ACCOUNTS_WITH_FROZEN_ACTIVE, null)).toBe(2);
    expect(accountToStakeFrom(ACCOUNTS_WITH_FROZEN_ACTIVE, '1')).toBe(2);
  });

  it('picks nothing when every account is frozen', () => {
    const data = { all_accounts: [playerAccount({ id: 1, isAccountFrozen: true })], active_account_id: 1 };
    expect(accountToStakeFrom(data, null)).toBeNull();
  });
});
