import type { Queryable } from '../db/database';
import { REFERRAL_CODE } from './referral-code';

/** Ties a new player to the owner of the code their browser brought; a code of their own or an unknown one ties nothing. */
export async function recordReferral(db: Queryable, friendUserId: number, code: string | undefined): Promise<void> {
  if (code === undefined || !REFERRAL_CODE.test(code)) return;
  await db.query(
    `insert into referrals (friend_user_id, referrer_user_id)
     select $1, user_id from referral_codes where code = $2 and user_id <> $1
     on conflict (friend_user_id) do nothing`,
    [friendUserId, code],
  );
}

/**
 * The friend's credited deposit qualifies the referral when it is the first to meet the minimum of its currency;
 * the reward is fixed then, in the currency of the referrer's main account. Runs in the deposit's transaction.
 */
export async function qualifyReferral(
  tx: Queryable,
  deposit: { id: string; userId: number; netAmount: string; currencyIso: string },
): Promise<void> {
  await tx.query(
    `update referrals r set qualifying_payment_id = $2, qualified_at = now(), reward_amount = reward.reward,
       reward_currency = reward.currency_iso
     from referral_rules qualifying, accounts a
       join currencies c on c.id = a.currency_id
       join referral_rules reward on reward.currency_iso = c.iso
     where r.friend_user_id = $1 and r.qualified_at is null
       and qualifying.currency_iso = $4 and $3::numeric >= qualifying.min_deposit
       and a.user_id = r.referrer_user_id and a.type = 0`,
    [deposit.userId, deposit.id, deposit.netAmount, deposit.currencyIso],
  );
}

export interface ReferralRow {
  friendUserId: number;
  friendLogin: string;
  registeredAt: Date | string;
  qualifiedAt: Date | string | null;
  paidAt: Date | string | null;
  rewardAmount: string | null;
  rewardCurrency: string | null;
}

export async function listReferrals(db: Queryable, referrerUserId: number): Promise<ReferralRow[]> {
  return db.query<ReferralRow>(
    `select r.friend_user_id as "friendUserId", u.login as "friendLogin", r.registered_at as "registeredAt",
       r.qualified_at as "qualifiedAt", r.paid_at as "paidAt", r.reward_amount::text as "rewardAmount",
       r.reward_currency as "rewardCurrency"
     from referrals r join users u on u.id = r.friend_user_id
     where r.referrer_user_id = $1 order by r.registered_at desc, r.friend_user_id desc limit 200`,
    [referrerUserId],
  );
}

/** The rule of the player's main account currency, if the operator has one. */
export async function ruleOf(
  db: Queryable,
  userId: number,
): Promise<{ currencyIso: string; minDeposit: string; reward: string } | null> {
  const rows = await db.query<{ currencyIso: string; minDeposit: string; reward: string }>(
    `select rr.currency_iso as "currencyIso", rr.min_deposit::text as "minDeposit", rr.reward::text as reward
     from accounts a join currencies c on c.id = a.currency_id join referral_rules rr on rr.currency_iso = c.iso
     where a.user_id = $1 and a.type = 0`,
    [userId],
  );
  return rows[0] ?? null;
}
