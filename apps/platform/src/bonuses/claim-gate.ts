import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { passMoneyGate } from '../money-gate/money-gate';
import type { PlayerAccount } from './bonus-accounts';
import { findBonusAccount } from './bonus-accounts';

/**
 * The money gate for a bonus the player claims (a promo code, a bonus game's play), on their bonus account:
 * a banned, excluded or timed-out player claims nothing. Answers the bonus account.
 */
export async function passBonusClaimGate(
  tx: Queryable,
  userId: number,
  countryCode: string | null,
): Promise<PlayerAccount> {
  const account = await findBonusAccount(tx, userId);
  if (!account) throw new HttpError(409, 'bonus_account_missing', 'You have no bonus account');
  await passMoneyGate(tx, { userId, accountId: account.id, purpose: 'bonus', countryCode });
  return account;
}
