import type { Database, Queryable } from '../db/database';
import { fromCents, toCents } from '../cash-out/cents';
import { announceDrawChange } from '../draws/draw-feed';
import { creditPlayer } from '../ledger/player-movements';
import type { TotoOutcome } from './toto-rules';
import { outcomeOf, variantsByHits } from './toto-rules';

/** A game that has not finished this long after its start is void: every pick of it is a guess. */
const VOID_AFTER_MS = 6 * 60 * 60 * 1000;

interface DrawToSettle {
  id: number;
  operatorPermille: number;
  categoryShares: Record<string, number>;
}

/** A draw's pool in one currency: its coupons share its fund and nothing else. */
interface PoolToSettle {
  currencyIso: string;
  jackpot: string;
}

interface GameOfDraw {
  position: number;
  status: string | null;
  startAt: Date | null;
  periodScores: { home: number; away: number }[] | null;
}

interface CouponToSettle {
  id: number;
  userId: number;
  accountId: number;
  picks: string[];
  stake: string;
  currencyIso: string;
}

export interface TotoPrize {
  hits: number;
  fund: string;
  variants: number;
  perVariant: string;
}

/** Each game's result, or null while one is still to be played. */
function resultsOf(games: readonly GameOfDraw[], now: Date): (TotoOutcome | 'void')[] | null {
  const results: (TotoOutcome | 'void')[] = [];
  for (const game of games) {
    if (game.status === 'finished' && game.periodScores) {
      const home = game.periodScores.reduce((sum, period) => sum + period.home, 0);
      const away = game.periodScores.reduce((sum, period) => sum + period.away, 0);
      results.push(outcomeOf(home, away));
    } else if (!game.startAt || now.getTime() - game.startAt.getTime() > VOID_AFTER_MS) results.push('void');
    else return null;
  }
  return results;
}

/**
 * Splits the fund — the stakes less the operator's share, plus the jackpot carried in — among the categories by
 * their shares, and each category's part equally among its winning variants, in whole cents. What no one won, and
 * the cents left by the division, are carried to the next draw.
 */
export function splitPool(
  draw: Pick<DrawToSettle, 'operatorPermille' | 'categoryShares'> & Pick<PoolToSettle, 'jackpot'>,
  stakesCents: bigint,
  winningVariants: ReadonlyMap<number, number>,
): { prizes: TotoPrize[]; paidCents: bigint; fundCents: bigint } {
  const fundCents = (stakesCents * BigInt(1000 - draw.operatorPermille)) / 1000n + toCents(draw.jackpot);
  let paidCents = 0n;
  const prizes = Object.entries(draw.categoryShares)
    .map(([hits, share]) => {
      const categoryCents = (fundCents * BigInt(share)) / 1000n;
      const variants = winningVariants.get(Number(hits)) ?? 0;
      const perVariant = variants > 0 ? categoryCents / BigInt(variants) : 0n;
      paidCents += perVariant * BigInt(variants);
      return { hits: Number(hits), fund: fromCents(categoryCents), variants, perVariant: fromCents(perVariant) };
    })
    .sort((a, b) => b.hits - a.hits);
  return { prizes, paidCents, fundCents };
}

/** Splits one currency's pool among its coupons and pays them, in the draw's transaction. */
async function settlePool(
  tx: Queryable,
  draw: DrawToSettle,
  pool: PoolToSettle,
  results: readonly (TotoOutcome | 'void')[],
): Promise<void> {
  const coupons = await tx.query<CouponToSettle>(
    `select id, user_id as "userId", account_id as "accountId", picks, stake::text as stake,
       currency_iso as "currencyIso" from toto_coupons
     where draw_id = $1 and currency_iso = $2 and payout is null order by id`,
    [draw.id, pool.currencyIso],
  );
  const hitsOf = new Map(coupons.map((coupon) => [coupon.id, variantsByHits(coupon.picks, results)]));
  const winning = new Map<number, number>();
  for (const counts of hitsOf.values()) counts.forEach((n, hits) => winning.set(hits, (winning.get(hits) ?? 0) + n));
  const stakes = coupons.reduce((sum, coupon) => sum + toCents(coupon.stake), 0n);
  const { prizes, paidCents, fundCents } = splitPool({ ...draw, jackpot: pool.jackpot }, stakes, winning);
  const perVariant = new Map(prizes.map((prize) => [prize.hits, toCents(prize.perVariant)]));
  for (const coupon of coupons) {
    const counts = hitsOf.get(coupon.id) ?? [];
    const won = counts.reduce((sum, n, hits) => sum + BigInt(n) * (perVariant.get(hits) ?? 0n), 0n);
    const byHits = Object.fromEntries(prizes.map((prize) => [prize.hits, counts[prize.hits] ?? 0]));
    await tx.query('update toto_coupons set hits = $2::jsonb, payout = $3::numeric where id = $1', [
      coupon.id,
      JSON.stringify(byHits),
      fromCents(won),
    ]);
    if (won === 0n) continue;
    await creditPlayer(tx, {
      kind: 'win',
      reference: `toto:${coupon.id}`,
      userId: coupon.userId,
      accountId: coupon.accountId,
      amount: fromCents(won),
      currencyIso: coupon.currencyIso,
      house: 'bets',
    });
  }
  await tx.query(
    'update toto_pools set prizes = $3::jsonb, carried = $4::numeric where draw_id = $1 and currency_iso = $2',
    [draw.id, pool.currencyIso, JSON.stringify(prizes), fromCents(fundCents - paidCents)],
  );
}

async function settleDraw(tx: Queryable, draw: DrawToSettle, now: Date): Promise<boolean> {
  const games = await tx.query<GameOfDraw>(
    `select dg.position, g.status, g.start_at as "startAt", g.progress -> 'periodScores' as "periodScores"
     from toto_draw_games dg left join sb_games g on g.id = dg.game_id where dg.draw_id = $1 order by dg.position`,
    [draw.id],
  );
  const results = resultsOf(games, now);
  if (!results) return false;
  for (const [index, result] of results.entries()) {
    await tx.query('update toto_draw_games set result = $3 where draw_id = $1 and position = $2', [
      draw.id,
      index + 1,
      result,
    ]);
  }
  const pools = await tx.query<PoolToSettle>(
    `select currency_iso as "currencyIso", jackpot::text as jackpot from toto_pools where draw_id = $1
     order by currency_iso`,
    [draw.id],
  );
  for (const pool of pools) await settlePool(tx, draw, pool, results);
  await tx.query('update toto_draws set settled_at = $2 where id = $1', [draw.id, now]);
  await announceDrawChange(tx, 'toto');
  return true;
}

/**
 * Settles every closed draw whose games have all finished (or are void), each in its own transaction holding the
 * draw, so a draw is paid once whatever the number of processes: each currency's pool is split among its own
 * coupons only. Answers how many it settled.
 */
export async function settleTotoDraws(db: Database, now: Date = new Date()): Promise<number> {
  const due = await db.query<{ id: number }>(
    'select id from toto_draws where settled_at is null and closes_at <= $1 order by closes_at',
    [now],
  );
  let settled = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [draw] = await tx.query<DrawToSettle>(
        `select id, operator_permille as "operatorPermille", category_shares as "categoryShares"
         from toto_draws where id = $1 and settled_at is null for update skip locked`,
        [id],
      );
      return draw ? settleDraw(tx, draw, now) : false;
    });
    if (done) settled += 1;
  }
  return settled;
}
