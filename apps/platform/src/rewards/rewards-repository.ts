import type { Reward, RewardsAnswer } from '@betfront/contract/rewards';
import type { Queryable } from '../db/database';

/**
 * The house paying the player for something other than a bet: bonus money credited (its reference names a deposit,
 * a promo code, a bonus game, a betting award or a hunting season tier), a referral reward, a cashback, a tournament
 * prize. Read from the journal.
 */
const REWARD_POSTINGS = `from (
    select e.id, p.amount, p.currency_iso, e.created_at, a.type = 4 as is_bonus_money,
      case
        when e.kind = 'bonus_credit' and e.reference like 'payment:%' then 'deposit_bonus'
        when e.kind = 'bonus_credit' and e.reference like 'promo:%' then 'promo_code'
        when e.kind = 'bonus_credit' and e.reference like 'game-play:%' then 'bonus_game'
        when e.kind = 'bonus_credit' and e.reference like 'award:%' then 'betting_award'
        when e.kind = 'bonus_credit' and e.reference like 'hunting:%' then 'hunting_prize'
        when e.kind = 'referral_reward' then 'referral'
        when e.kind = 'cashback' and e.reference like 'cashback:sport:%' then 'sport_cashback'
        when e.kind = 'cashback' then 'casino_cashback'
        when e.kind = 'casino_credit' and e.reference like 'tournament:%' then 'tournament'
      end as source
    from ledger_entries e
      join ledger_postings p on p.entry_id = e.id and p.account_id is not null and p.amount > 0
      join accounts a on a.id = p.account_id
    where e.user_id = $1 and e.kind in ('bonus_credit', 'referral_reward', 'cashback', 'casino_credit')
  ) r where r.source is not null`;

export async function readRewards(
  db: Queryable,
  userId: number,
  page: { offset: number; limit: number },
): Promise<RewardsAnswer> {
  const [rows, [count], sums] = await Promise.all([
    db.query<Omit<Reward, 'createdAt'> & { createdAt: Date | string }>(
      `select r.id::text as id, r.source, r.is_bonus_money as "isBonusMoney", r.amount::text as amount,
         r.currency_iso as "currencyIso", r.created_at as "createdAt"
       ${REWARD_POSTINGS} order by r.id desc limit $2 offset $3`,
      [userId, page.limit, page.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total ${REWARD_POSTINGS}`, [userId]),
    db.query<RewardsAnswer['sums'][number]>(
      `select r.source, r.currency_iso as "currencyIso", sum(r.amount)::numeric(20, 2)::text as amount,
         count(*)::int as count
       ${REWARD_POSTINGS} group by r.source, r.currency_iso order by r.source, r.currency_iso`,
      [userId],
    ),
  ]);
  return {
    rewards: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    total: count?.total ?? 0,
    sums,
  };
}
