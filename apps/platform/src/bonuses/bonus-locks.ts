import type { Queryable } from '../db/database';
import type { PlayerAccount } from './bonus-accounts';
import { findBonusAccount } from './bonus-accounts';
import type { BonusRecord } from './bonus-repository';
import { lockRunningBonus } from './bonus-repository';

export interface LockedBonusState {
  account: PlayerAccount;
  running: BonusRecord | null;
}

/**
 * Locks the player's bonus account, then their running bonus — always in this order, in every path that
 * moves bonus money (a deposit, a settled coupon, a promo code, a game, the expiry sweep), so none of them
 * waits on another in a cycle. Null when the player has no bonus account.
 */
export async function lockBonusState(tx: Queryable, userId: number): Promise<LockedBonusState | null> {
  const account = await findBonusAccount(tx, userId);
  if (!account) return null;
  await tx.query('select id from accounts where id = $1 for update', [account.id]);
  return { account, running: await lockRunningBonus(tx, userId) };
}

/**
 * Locks the account a coupon was staked from and the player's bonus account, if any, in id order: the order in
 * which closing an account locks all of them, so settling (which credits the one and may count the coupon on the
 * other) never waits on it in a cycle. Call right after the coupon's own lock, as a sale takes its locks.
 */
export async function lockSettlementAccounts(tx: Queryable, userId: number, stakedAccountId: number): Promise<void> {
  await tx.query('select id from accounts where user_id = $1 and (id = $2 or type = 4) order by id for update', [
    userId,
    stakedAccountId,
  ]);
}
