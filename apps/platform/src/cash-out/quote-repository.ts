import type { Queryable } from '../db/database';

export interface StoredQuote {
  id: string;
  couponId: number;
  soldStake: string;
  /** The coupon's total stake when quoted (null for a quote older than add to bet). */
  totalStake: string | null;
  value: string;
  expiresAt: Date;
}

/** Stores a value offered for the coupon as it stands, for `seconds`; the coupon's expired quotes go. */
export async function insertQuote(
  db: Queryable,
  quote: {
    id: string;
    couponId: number;
    userId: number;
    soldStake: string;
    totalStake: string;
    value: string;
    seconds: number;
  },
): Promise<Date> {
  await db.query('delete from cash_out_quotes where coupon_id = $1 and expires_at < now()', [quote.couponId]);
  const [row] = await db.query<{ expiresAt: Date | string }>(
    `insert into cash_out_quotes (id, coupon_id, user_id, sold_stake, total_stake, value, expires_at)
     values ($1, $2, $3, $4::numeric, $5::numeric, $6::numeric, now() + make_interval(secs => $7))
     returning expires_at as "expiresAt"`,
    [quote.id, quote.couponId, quote.userId, quote.soldStake, quote.totalStake, quote.value, quote.seconds],
  );
  if (!row) throw new Error(`The quote for coupon ${quote.couponId} was not stored`);
  return new Date(row.expiresAt);
}

export async function findQuote(db: Queryable, quoteId: string, userId: number): Promise<StoredQuote | null> {
  const rows = await db.query<
    Omit<StoredQuote, 'couponId' | 'expiresAt'> & { couponId: string; expiresAt: Date | string }
  >(
    `select id, coupon_id as "couponId", sold_stake::text as "soldStake",
       total_stake::text as "totalStake", value::text as value,
       expires_at as "expiresAt"
     from cash_out_quotes where id = $1 and user_id = $2`,
    [quoteId, userId],
  );
  const row = rows[0];
  return row ? { ...row, couponId: Number(row.couponId), expiresAt: new Date(row.expiresAt) } : null;
}
