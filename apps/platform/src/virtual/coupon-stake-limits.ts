import type { Queryable } from '../db/database';
import { toCents } from '../cash-out/cents';
import { PlaceRefusal } from '../betting/place-refusal';
import type { CouponToQuote } from '../betting/quote-coupon';
import { stakes } from '../betting/quote-coupon';
import { couponSportId, VIRTUAL_GAME_ID_BASE } from './coupon-games';
import { listVirtualGames } from './virtual-repository';

interface StakeLimits {
  minStake: string;
  maxStake: string;
}

/**
 * The operator's stake limits of the virtual games among these games of a coupon, share-locked so a change of them
 * waits for the placement: the largest minimum and the smallest maximum. Null when none is virtual.
 */
async function virtualStakeLimits(tx: Queryable, gameIds: readonly number[]): Promise<StakeLimits | null> {
  const roundIds = gameIds.filter((gameId) => gameId > VIRTUAL_GAME_ID_BASE).map((id) => id - VIRTUAL_GAME_ID_BASE);
  if (roundIds.length === 0) return null;
  const games = await tx.query<StakeLimits>(
    `select min_stake::text as "minStake", max_stake::text as "maxStake" from virtual_games
     where id in (select game_id from virtual_rounds where id = any($1::bigint[])) order by id for share`,
    [roundIds],
  );
  if (games.length === 0) return null;
  const byCents = (pick: (a: bigint, b: bigint) => boolean, key: keyof StakeLimits) =>
    games.map((game) => game[key]).reduce((kept, limit) => (pick(toCents(limit), toCents(kept)) ? limit : kept));
  return { minStake: byCents((a, b) => a > b, 'minStake'), maxStake: byCents((a, b) => a < b, 'maxStake') };
}

/**
 * Refuses, inside the placement's transaction, a coupon with a pick of a virtual match or race whose stakes fall
 * outside the limits the operator set for those games (each stake of the coupon, as the sportsbook's limits weigh it).
 */
export async function refuseVirtualStakesOutsideLimits(
  tx: Queryable,
  coupon: CouponToQuote,
  gameIds: readonly number[],
): Promise<void> {
  const limits = await virtualStakeLimits(tx, gameIds);
  if (!limits) return;
  for (const { amount } of stakes(coupon)) {
    if (toCents(amount) < toCents(limits.minStake)) {
      throw new PlaceRefusal(
        422,
        'virtual_stake_below_minimum',
        `The least stake on virtual sports is ${limits.minStake}`,
        {
          minAmount: limits.minStake,
        },
      );
    }
    if (toCents(amount) > toCents(limits.maxStake)) {
      throw new PlaceRefusal(
        422,
        'virtual_stake_above_maximum',
        `The most stake on virtual sports is ${limits.maxStake}`,
        {
          maxAmount: limits.maxStake,
        },
      );
    }
  }
}

/** The stake limits of each virtual game bet through the coupon, by its sport, for the coupon to show and keep. */
export async function couponGameLimits(db: Queryable) {
  return (await listVirtualGames(db, null)).flatMap((game) => {
    const sportId = couponSportId(game.kind);
    return sportId === null ? [] : [{ sportId, minBetAmount: game.minStake, maxBetAmount: game.maxStake }];
  });
}
