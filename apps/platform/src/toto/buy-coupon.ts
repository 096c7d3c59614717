import type { BuyTotoCouponBody } from '@betfront/contract/toto';
import type { Database, Queryable } from '../db/database';
import { accountBalance } from '../betting/betting-account';
import { fromCents, toCents } from '../cash-out/cents';
import { mainAccount } from '../draws/main-account';
import { takeStake } from '../ledger/take-stake';
import { findCouponByRequest, readTotoCoupon } from './toto-reads';
import { TotoRefusal } from './toto-refusal';
import { normalPick, TOTO_GAMES, variantsOf } from './toto-rules';

/** Thrown inside the purchase when a concurrent retry of the same request bought the coupon first. */
class AlreadyBought extends Error {}

interface DrawForSale {
  id: number;
  closesAt: Date;
  settledAt: Date | null;
  maxVariants: number;
}

async function answerFor(db: Queryable, userId: number, couponId: number, accountId: number) {
  const coupon = await readTotoCoupon(db, userId, couponId);
  if (!coupon) throw new Error(`The coupon ${couponId} has just been bought but cannot be read`);
  return { coupon, balance: await accountBalance(db, accountId) };
}

function picksOf(body: BuyTotoCouponBody): string[] {
  const picks = body.picks.map(normalPick);
  if (picks.length !== TOTO_GAMES || picks.some((pick) => pick === null)) {
    throw new TotoRefusal(422, 'picks_invalid', 'Pick one to three of 1, X and 2 for each of the 15 games');
  }
  return picks as string[];
}

async function replay(db: Database, userId: number, body: BuyTotoCouponBody, picks: readonly string[]) {
  const bought = await findCouponByRequest(db, userId, body.requestId);
  if (!bought) return null;
  if (bought.drawId !== body.drawId || bought.stake !== body.stake || bought.picks.join() !== picks.join()) {
    throw new TotoRefusal(409, 'request_id_reused', 'This request id was already used for another coupon');
  }
  return answerFor(db, userId, bought.id, bought.accountId);
}

function checkDrawOpen(draw: DrawForSale, now: Date): void {
  if (draw.settledAt || draw.closesAt.getTime() <= now.getTime()) {
    throw new TotoRefusal(409, 'draw_closed', 'Coupons for this draw are no longer taken');
  }
}

/** The price of a variant in the pool of the player's currency, share-locked; refused when the draw has none. */
async function poolPrice(tx: Queryable, drawId: number, currencyIso: string): Promise<string> {
  const [pool] = await tx.query<{ variantPrice: string }>(
    `select variant_price::text as "variantPrice" from toto_pools where draw_id = $1 and currency_iso = $2
     for share`,
    [drawId, currencyIso],
  );
  if (!pool) {
    throw new TotoRefusal(422, 'currency_not_supported', `This draw has no pool in ${currencyIso}`, { currencyIso });
  }
  return pool.variantPrice;
}

/** The checks of a coupon's picks and stake against its draw and pool price; answers its variants. */
function checkCoupon(draw: DrawForSale, picks: readonly string[], stake: string, variantPrice: string): number {
  const variants = variantsOf(picks);
  if (variants > draw.maxVariants) {
    throw new TotoRefusal(422, 'variants_above_maximum', `A coupon plays at most ${draw.maxVariants} variants`, {
      maxVariants: String(draw.maxVariants),
    });
  }
  const price = fromCents(toCents(variantPrice) * BigInt(variants));
  if (price !== stake) throw new TotoRefusal(409, 'stake_mismatch', `This coupon costs ${price}`, { stake: price });
  return variants;
}

/**
 * Buys a coupon for an open draw from the player's main account, into the draw's pool of the account's currency: in
 * one transaction — the draw and the pool share-locked, so they cannot be settled meanwhile — checks the picks and
 * the stake shown (variants × the pool's price), passes the money gate and debits the stake through the ledger.
 */
export async function buyTotoCoupon(
  db: Database,
  userId: number,
  body: BuyTotoCouponBody,
  context: { countryCode: string | null; now?: Date },
) {
  const picks = picksOf(body);
  const earlier = await replay(db, userId, body, picks);
  if (earlier) return earlier;
  const now = context.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const [draw] = await tx.query<DrawForSale>(
        `select id, closes_at as "closesAt", settled_at as "settledAt", max_variants as "maxVariants"
         from toto_draws where id = $1 for share`,
        [body.drawId],
      );
      if (!draw) throw new TotoRefusal(404, 'draw_not_found', `There is no draw ${body.drawId}`);
      checkDrawOpen(draw, now);
      const account = await mainAccount(tx, userId);
      const variantPrice = await poolPrice(tx, draw.id, account.currencyIso);
      const variants = checkCoupon(draw, picks, body.stake, variantPrice);
      const stake = await takeStake(tx, {
        userId,
        accountId: account.id,
        countryCode: context.countryCode,
        amount: body.stake,
        reference: (couponId) => `toto:${couponId}`,
        note: `toto draw ${draw.id}`,
        record: async () => {
          const [inserted] = await tx.query<{ id: number }>(
            `insert into toto_coupons (draw_id, user_id, account_id, request_id, picks, variants, stake, currency_iso)
             values ($1, $2, $3, $4, $5::text[], $6, $7::numeric, $8)
             on conflict (user_id, request_id) do nothing returning id`,
            [draw.id, userId, account.id, body.requestId, picks, variants, body.stake, account.currencyIso],
          );
          return inserted?.id ?? null;
        },
      });
      if (stake.status === 'recorded-before') throw new AlreadyBought();
      if (stake.status === 'insufficient') {
        throw new TotoRefusal(402, 'insufficient_funds', `The account does not hold ${body.stake}`);
      }
      return answerFor(tx, userId, stake.recordId, account.id);
    });
  } catch (error) {
    if (!(error instanceof AlreadyBought)) throw error;
    const bought = await replay(db, userId, body, picks);
    if (!bought) throw new Error(`The coupon of request ${body.requestId} is neither bought nor missing`);
    return bought;
  }
}
