import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { creditPlayer } from '../ledger/player-movements';
import { passMoneyGate } from '../money-gate/money-gate';

/**
 * Pays the reward a qualified friend earned into the referrer's main account, once: the referral row is locked,
 * the money gate passed, and the movement's reference `referral:{friend}` keeps a retry from paying twice.
 */
export async function collectReferralReward(
  db: Database,
  referrerUserId: number,
  friendUserId: number,
  countryCode: string | null,
): Promise<{ amount: string; currencyIso: string; balance: string }> {
  return db.transaction(async (tx) => {
    const [referral] = await tx.query<{ amount: string | null; currencyIso: string | null; isPaid: boolean }>(
      `select reward_amount::text as amount, reward_currency as "currencyIso", paid_at is not null as "isPaid"
       from referrals where friend_user_id = $1 and referrer_user_id = $2 for update`,
      [friendUserId, referrerUserId],
    );
    if (!referral) throw new HttpError(404, 'referral_not_found', 'No friend of yours has that id');
    if (referral.isPaid) throw new HttpError(409, 'referral_reward_paid', 'This reward is paid already');
    if (referral.amount === null || referral.currencyIso === null) {
      throw new HttpError(409, 'referral_not_qualified', 'Your friend has not made a qualifying deposit yet');
    }
    const [account] = await tx.query<{ id: number }>('select id from accounts where user_id = $1 and type = 0', [
      referrerUserId,
    ]);
    if (!account) throw new HttpError(404, 'account_not_found', 'You have no main account');
    await passMoneyGate(tx, { userId: referrerUserId, accountId: account.id, purpose: 'bonus', countryCode });
    const moved = await creditPlayer(tx, {
      kind: 'referral_reward',
      reference: `referral:${friendUserId}`,
      userId: referrerUserId,
      accountId: account.id,
      amount: referral.amount,
      currencyIso: referral.currencyIso,
      house: 'bonuses',
    });
    if (moved.status !== 'posted') throw new HttpError(409, 'referral_reward_paid', 'This reward is paid already');
    await tx.query('update referrals set paid_at = now(), paid_account_id = $2 where friend_user_id = $1', [
      friendUserId,
      account.id,
    ]);
    return { amount: referral.amount, currencyIso: referral.currencyIso, balance: moved.balance };
  });
}
