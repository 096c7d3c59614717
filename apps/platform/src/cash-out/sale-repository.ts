import type { CashOutSale } from '@betfront/contract/cash-out';
import type { Queryable } from '../db/database';
import { ADDED_PARTS_COLUMN, type AddedPart } from './coupon-parts';

export interface SaleLeg {
  selectionId: string;
  sportId: number;
  coef: string;
  isBanker: boolean;
  blockId: number | null;
  statusId: number;
}

/** What a sale of a coupon needs to know about it. */
export interface SaleCoupon {
  id: number;
  userId: number;
  accountId: number;
  /** Null when the account is gone. */
  accountType: number | null;
  currencyIso: string;
  typeId: number;
  systemValue: number | null;
  amount: string;
  totalStake: string;
  possibleWin: string;
  amountByBlockId: Record<string, string>;
  amountByBetId: Record<string, string>;
  bonusBetCoef: string | null;
  promoCode: string | null;
  /** The part of the stake paid from prepaid (free bets). */
  prepaidAmount: string;
  statusId: number;
  soldStake: string;
  cashedOut: string;
  bets: SaleLeg[];
  /** The stakes added after placement (add to bet), each at its own coefs. */
  parts: AddedPart[];
}

/**
 * The player's coupons among the ids, in id order. With `lock` their rows stay locked for the transaction: a
 * sale, another sale and settlement of the coupon then follow one another.
 */
export async function findSaleCoupons(
  db: Queryable,
  userId: number,
  couponIds: readonly number[],
  { lock = false }: { lock?: boolean } = {},
): Promise<SaleCoupon[]> {
  if (couponIds.length === 0) return [];
  const rows = await db.query<Omit<SaleCoupon, 'id'> & { id: string }>(
    `select c.id, c.user_id as "userId", c.account_id as "accountId", a.type as "accountType",
       c.currency_iso as "currencyIso", c.type_id as "typeId", c.system_value as "systemValue",
       c.amount::text as amount, c.total_stake::text as "totalStake", c.possible_win::text as "possibleWin",
       c.amount_by_block_id as "amountByBlockId", c.amount_by_bet_id as "amountByBetId",
       c.bonus_bet_coef::text as "bonusBetCoef", c.promo_code as "promoCode", c.status_id as "statusId",
       c.prepaid_amount::text as "prepaidAmount",
       c.sold_stake::text as "soldStake", c.cashed_out::text as "cashedOut",
       (select json_agg(json_build_object('selectionId', b.selection_id, 'sportId', b.sport_id,
          'coef', b.coef::text, 'isBanker', b.is_banker, 'blockId', b.block_id, 'statusId', b.status_id)
          order by b.position)
        from coupon_bets b where b.coupon_id = c.id) as bets,
       ${ADDED_PARTS_COLUMN} as parts
     from coupons c left join accounts a on a.id = c.account_id
     where c.user_id = $1 and c.id = any($2::bigint[])
     order by c.id ${lock ? 'for update of c' : ''}`,
    [userId, couponIds],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

interface SaleRow {
  id: string;
  couponId: string;
  stakePart: string;
  amount: string;
  isFull: boolean;
  isAutomatic: boolean;
  soldAt: Date | string;
}

const toSale = (row: SaleRow): CashOutSale => ({
  id: Number(row.id),
  couponId: Number(row.couponId),
  stakePart: row.stakePart,
  amount: row.amount,
  isFull: row.isFull,
  isAutomatic: row.isAutomatic,
  soldAt: new Date(row.soldAt).toISOString(),
});

const SALE_COLUMNS = `id, coupon_id as "couponId", stake_part::text as "stakePart", amount::text as amount,
  is_full as "isFull", quote_id is null as "isAutomatic", sold_at as "soldAt"`;

/** The sales of the coupons, oldest first. */
export async function findSales(db: Queryable, couponIds: readonly number[]): Promise<CashOutSale[]> {
  if (couponIds.length === 0) return [];
  const rows = await db.query<SaleRow>(
    `select ${SALE_COLUMNS} from cash_out_sales where coupon_id = any($1::bigint[]) order by sold_at, id`,
    [couponIds],
  );
  return rows.map(toSale);
}

/** The player's sale under this request id, with the quote it accepted. */
export async function findSaleByRequest(
  db: Queryable,
  userId: number,
  requestId: string,
): Promise<{ sale: CashOutSale; quoteId: string | null } | null> {
  const rows = await db.query<SaleRow & { quoteId: string | null }>(
    `select ${SALE_COLUMNS}, quote_id as "quoteId" from cash_out_sales where user_id = $1 and request_id = $2`,
    [userId, requestId],
  );
  const row = rows[0];
  return row ? { sale: toSale(row), quoteId: row.quoteId } : null;
}

export interface NewSale {
  couponId: number;
  userId: number;
  requestId: string;
  /** Null for an automatic sale. */
  quoteId: string | null;
  stakePart: string;
  amount: string;
  isFull: boolean;
}

/** Records the sale and takes its stake out of the coupon; a full sale closes the coupon (status 7, payout 0). */
export async function insertSale(db: Queryable, sale: NewSale): Promise<CashOutSale> {
  const [row] = await db.query<SaleRow>(
    `insert into cash_out_sales (coupon_id, user_id, request_id, quote_id, stake_part, amount, is_full)
     values ($1, $2, $3, $4, $5::numeric, $6::numeric, $7) returning ${SALE_COLUMNS}`,
    [sale.couponId, sale.userId, sale.requestId, sale.quoteId, sale.stakePart, sale.amount, sale.isFull],
  );
  if (!row) throw new Error(`The sale of coupon ${sale.couponId} was not recorded`);
  await db.query(
    `update coupons set sold_stake = sold_stake + $2::numeric, cashed_out = cashed_out + $3::numeric,
       status_id = case when $4 then 7 else status_id end,
       payout = case when $4 then 0 else payout end,
       settled_at = case when $4 then now() else settled_at end
     where id = $1`,
    [sale.couponId, sale.stakePart, sale.amount, sale.isFull],
  );
  return toSale(row);
}
