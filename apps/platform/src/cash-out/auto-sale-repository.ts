import type { Queryable } from '../db/database';

export interface AutoSaleRule {
  id: number;
  couponId: number;
  userId: number;
  targetValue: string;
  /** Null: all of the stake in play. */
  stakePart: string | null;
}

const COLUMNS = `id, coupon_id as "couponId", user_id as "userId", target_value::text as "targetValue",
  stake_part::text as "stakePart"`;

type Row = Omit<AutoSaleRule, 'id' | 'couponId'> & { id: string; couponId: string };
const toRule = (row: Row): AutoSaleRule => ({ ...row, id: Number(row.id), couponId: Number(row.couponId) });

/** Sets the coupon's waiting rule, replacing one that waits already. */
export async function upsertAutoSale(
  db: Queryable,
  rule: { couponId: number; userId: number; targetValue: string; stakePart: string | null },
): Promise<AutoSaleRule> {
  await deleteAutoSale(db, rule.couponId);
  const [row] = await db.query<Row>(
    `insert into cash_out_auto_sales (coupon_id, user_id, target_value, stake_part)
     values ($1, $2, $3::numeric, $4::numeric) returning ${COLUMNS}`,
    [rule.couponId, rule.userId, rule.targetValue, rule.stakePart],
  );
  if (!row) throw new Error(`The automatic sale of coupon ${rule.couponId} was not stored`);
  return toRule(row);
}

/** Removes the coupon's waiting rule; true when there was one. */
export async function deleteAutoSale(db: Queryable, couponId: number): Promise<boolean> {
  const rows = await db.query('delete from cash_out_auto_sales where coupon_id = $1 and sale_id is null returning id', [
    couponId,
  ]);
  return rows.length > 0;
}

/** The waiting rules of open coupons; with `couponIds`, of those coupons only. */
export async function findWaitingAutoSales(db: Queryable, couponIds?: readonly number[]): Promise<AutoSaleRule[]> {
  const rows = await db.query<Row>(
    `select r.id, r.coupon_id as "couponId", r.user_id as "userId", r.target_value::text as "targetValue",
       r.stake_part::text as "stakePart"
     from cash_out_auto_sales r join coupons c on c.id = r.coupon_id
     where r.sale_id is null and c.status_id = -2 and ($1::bigint[] is null or r.coupon_id = any($1::bigint[]))
     order by r.id`,
    [couponIds ?? null],
  );
  return rows.map(toRule);
}

/** The rule again inside the sale's transaction, locked; null once it fired or was removed. */
export async function lockWaitingAutoSale(db: Queryable, ruleId: number): Promise<AutoSaleRule | null> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from cash_out_auto_sales where id = $1 and sale_id is null for update`,
    [ruleId],
  );
  const row = rows[0];
  return row ? toRule(row) : null;
}

export async function markAutoSaleFired(db: Queryable, ruleId: number, saleId: number): Promise<void> {
  await db.query('update cash_out_auto_sales set sale_id = $2 where id = $1', [ruleId, saleId]);
}
