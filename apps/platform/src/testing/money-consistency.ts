import { expect } from 'vitest';
import type { Queryable } from '../db/database';
import { verifyLedger } from '../ledger/verify-ledger';

/**
 * Per account, in cents: its balance (null once it is gone), what its coupons (less their prepaid parts) and lottery tickets staked and what
 * they paid (in settlement with an accumulator boost, and in sales back), what its payments moved (completed deposits in, withdrawals held or paid out),
 * what its casino rounds won less their stakes (a rolled-back round moved nothing) with its tournament prizes and
 * cashback, and what bonuses moved (credited to the bonus account, given up by it, released to the main account, and
 * bring-a-friend rewards paid).
 */
export type MoneySnapshot = ReadonlyMap<
  number,
  { money: bigint | null; staked: bigint; paid: bigint; payments: bigint; casino: bigint; bonuses: bigint }
>;

const cents = (money: string): bigint => BigInt(money.replace('.', ''));

/** The money of every account and of every account coupons were staked from, at this moment. */
export async function takeMoneySnapshot(db: Queryable): Promise<MoneySnapshot> {
  const rows = await db.query<{
    id: number;
    money: string | null;
    staked: string;
    paid: string;
    payments: string;
    casino: string;
    bonuses: string;
  }>(
    `with ids as (select id from accounts union select account_id from coupons union select account_id from payments
       union select account_id from casino_rounds union select account_id from lottery_tickets
       union select account_id from virtual_bets union select account_id from toto_coupons)
     select ids.id, a.money::numeric(20, 2)::text as money,
       ((select coalesce(sum(c.total_stake - c.prepaid_amount), 0) from coupons c where c.account_id = ids.id)
         + (select coalesce(sum(t.stake), 0) from lottery_tickets t where t.account_id = ids.id)
         + (select coalesce(sum(v.stake), 0) from virtual_bets v where v.account_id = ids.id)
         + (select coalesce(sum(o.stake), 0) from toto_coupons o where o.account_id = ids.id))::numeric(20, 2)::text
         as staked,
       ((select coalesce(sum(coalesce(c.payout, 0) + c.cashed_out + coalesce(c.boost_paid, 0)), 0) from coupons c
          where c.account_id = ids.id)
         + (select coalesce(sum(t.payout), 0) from lottery_tickets t where t.account_id = ids.id)
         + (select coalesce(sum(v.payout), 0) from virtual_bets v where v.account_id = ids.id)
         + (select coalesce(sum(o.payout), 0) from toto_coupons o where o.account_id = ids.id))
         ::numeric(20, 2)::text as paid,
       (select coalesce(sum(case when p.direction = 'deposit' then p.amount - p.fee else -p.amount end), 0)
          ::numeric(20, 2)::text from payments p where p.account_id = ids.id
          and ((p.direction = 'deposit' and p.status = 'completed')
            or (p.direction = 'withdrawal' and p.status in ('pending', 'approved', 'completed')))) as payments,
       ((select coalesce(sum(r.win - r.stake), 0) from casino_rounds r
          where r.account_id = ids.id and r.status <> 'rolled_back')
        + (select coalesce(sum(p.prize), 0) from casino_tournament_results p where p.account_id = ids.id)
        + (select coalesce(sum(k.amount), 0) from casino_cashback_claims k where k.account_id = ids.id))
         ::numeric(20, 2)::text as casino,
       ((select coalesce(sum(b.amount - coalesce(b.settled_amount, 0)), 0) from player_bonuses b
          where b.bonus_account_id = ids.id)
        + (select coalesce(sum(b.settled_amount), 0) from player_bonuses b
          where b.release_account_id = ids.id and b.status = 'released')
        + (select coalesce(sum(r.reward_amount), 0) from referrals r where r.paid_account_id = ids.id))
         ::numeric(20, 2)::text as bonuses
     from ids left join accounts a on a.id = ids.id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      {
        money: row.money === null ? null : cents(row.money),
        staked: cents(row.staked),
        paid: cents(row.paid),
        payments: cents(row.payments),
        casino: cents(row.casino),
        bonuses: cents(row.bonuses),
      },
    ]),
  );
}

/**
 * The invariants every test that moves money ends with: the ledger explains every balance, no balance or points
 * are below zero, every settled coupon has a payout and no open one, and every account's balance moved since
 * `before` by exactly what its coupons staked and paid and its payments moved since — a payout or deposit
 * credited twice, a stake taken twice, a hold not released or a payout into an account that is gone breaks it.
 */
export async function expectMoneyConsistent(db: Queryable, before: MoneySnapshot): Promise<void> {
  expect((await verifyLedger(db)).problems, 'the ledger').toEqual([]);
  const negative = await db.query('select id, money::text, points from accounts where money < 0 or points < 0');
  expect(negative, 'accounts below zero').toEqual([]);
  const misrecorded = await db.query(
    'select id, status_id, payout::text from coupons where (status_id = -2) <> (payout is null) or payout < 0',
  );
  expect(misrecorded, 'coupons whose payout does not match their status').toEqual([]);

  const after = await takeMoneySnapshot(db);
  const drifts: string[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const then = before.get(id) ?? { money: 0n, staked: 0n, paid: 0n, payments: 0n, casino: 0n, bonuses: 0n };
    const now = after.get(id) ?? { ...then, money: null };
    const expected =
      (then.money ?? 0n) -
      (now.staked - then.staked) +
      (now.paid - then.paid) +
      (now.payments - then.payments) +
      (now.casino - then.casino) +
      (now.bonuses - then.bonuses);
    if ((now.money ?? 0n) !== expected) {
      drifts.push(
        `account ${id}: holds ${now.money ?? 'nothing (gone)'} cents, its coupons, payments, rounds and bonuses leave ${expected}`,
      );
    }
  }
  expect(drifts, 'balances that coupons, payments and casino rounds do not explain').toEqual([]);
}
