import type { Account, AccountData } from '@betfront/contract/accounts';

/** A player's account for tests: a main RUB account with money, not frozen. */
export function playerAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: 1,
    type: 0,
    iso: 'RUB',
    currencyId: 1,
    money: '1000.00',
    points: 0,
    symbol: '₽',
    isAccountFrozen: false,
    isAvailableFirstDepositBonus: false,
    ...overrides,
  };
}

/** A frozen main RUB account (active), an open USD account and a bonus RUB account. */
export const ACCOUNTS_WITH_FROZEN_ACTIVE: AccountData = {
  all_accounts: [
    playerAccount({ id: 1, isAccountFrozen: true }),
    playerAccount({ id: 2, type: 9, iso: 'USD', currencyId: 2, money: '40.00' }),
    playerAccount({ id: 3, type: 4, money: '5.00' }),
  ],
  active_account_id: 1,
};
