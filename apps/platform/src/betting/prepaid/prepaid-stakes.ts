import type { Queryable } from '../../db/database';
import { postEntry } from '../../ledger/post-entry';

export type PrepaidSource = 'operator' | 'promotion';

export interface PrepaidGrant {
  userId: number;
  currencyIso: string;
  amount: string;
  source: PrepaidSource;
  note?: string;
}

/** The prepaid amount (free bets) the player may stake in the currency: "0.00" when none was granted. */
export async function availablePrepaid(db: Queryable, userId: number, currencyIso: string): Promise<string> {
  const rows = await db.query<{ amount: string }>(
    'select amount::text as amount from prepaid_balances where user_id = $1 and currency_iso = $2',
    [userId, currencyIso],
  );
  return rows[0]?.amount ?? '0.00';
}

/**
 * Grants the player a prepaid amount: the house's `bonuses` book pays it into its `prepaid` book for the player
 * (ledger kind `bonus_credit`, reference prepaid-grant:{id}), and the player's prepaid balance grows by it.
 */
export async function grantPrepaid(
  tx: Queryable,
  grant: PrepaidGrant,
): Promise<{ grantId: number; available: string }> {
  const [row] = await tx.query<{ id: string }>(
    `insert into prepaid_grants (user_id, currency_iso, amount, source, note) values ($1, $2, $3::numeric, $4, $5)
     returning id::text as id`,
    [grant.userId, grant.currencyIso, grant.amount, grant.source, grant.note ?? null],
  );
  if (!row) throw new Error('The prepaid grant was not recorded');
  await postEntry(tx, {
    kind: 'bonus_credit',
    reference: `prepaid-grant:${row.id}`,
    userId: grant.userId,
    currencyIso: grant.currencyIso,
    postings: [
      { house: 'bonuses', amount: `-${grant.amount}` },
      { house: 'prepaid', amount: grant.amount },
    ],
    note: grant.note,
  });
  const [balance] = await tx.query<{ amount: string }>(
    `insert into prepaid_balances (user_id, currency_iso, amount) values ($1, $2, $3::numeric)
     on conflict (user_id, currency_iso) do update set amount = prepaid_balances.amount + excluded.amount
     returning amount::text as amount`,
    [grant.userId, grant.currencyIso, grant.amount],
  );
  return { grantId: Number(row.id), available: balance?.amount ?? grant.amount };
}

/**
 * Stakes part of the player's prepaid balance on a coupon (ledger kind `stake`, reference coupon-prepaid:{id}):
 * false, with nothing written, when the balance does not hold it.
 */
export async function stakePrepaid(
  tx: Queryable,
  stake: { userId: number; currencyIso: string; amount: string; couponId: number },
): Promise<boolean> {
  const taken = await tx.query(
    `update prepaid_balances set amount = amount - $3::numeric
     where user_id = $1 and currency_iso = $2 and amount >= $3::numeric returning amount`,
    [stake.userId, stake.currencyIso, stake.amount],
  );
  if (taken.length === 0) return false;
  const posted = await postEntry(tx, {
    kind: 'stake',
    reference: `coupon-prepaid:${stake.couponId}`,
    userId: stake.userId,
    currencyIso: stake.currencyIso,
    postings: [
      { house: 'prepaid', amount: `-${stake.amount}` },
      { house: 'bets', amount: stake.amount },
    ],
  });
  if (posted === null) throw new Error(`The prepaid stake of the coupon ${stake.couponId} was already taken`);
  return true;
}
