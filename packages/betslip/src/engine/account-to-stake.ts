import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { Account, AccountData } from '@betfront/contract/accounts';

/** The operator froze the account: the platform refuses its stakes (`account_frozen`). */
export const canStakeFrom = (account: Account): boolean => !account.isAccountFrozen;

/** The account the coupon is staked from (its `accountId`), once the player's accounts are read. */
export const stakedAccount = (data: AccountData | null, accountId: string | null): Account | undefined =>
  data?.all_accounts.find((account) => String(account.id) === accountId);

/**
 * The account the coupon should switch to once the player's accounts are read, or null to keep its own: the one
 * it has while that one can take stakes, else the active account, else the first money account not frozen. A
 * frozen account is never picked; when every account is frozen the coupon keeps what it has.
 */
export function accountToStakeFrom(data: AccountData, currentId: string | null): number | null {
  const open = data.all_accounts.filter(canStakeFrom);
  if (open.some((account) => String(account.id) === currentId)) return null;
  const active = open.find((account) => account.id === data.active_account_id);
  const fallback = open.find((account) => account.type !== ACCOUNT_TYPE.bonus);
  return (active ?? fallback)?.id ?? null;
}
