import type { Queryable } from '../db/database';
import { lockBonusState } from './bonus-locks';
import type { BonusRecord } from './bonus-repository';
import { lockBonus } from './bonus-repository';
import { releaseIfWagered } from './end-bonus';

export interface Wager {
  userId: number;
  /** sport: a settled coupon; casino: a settled round (its game's weight). */
  source: 'sport' | 'casino';
  /** What the wager was, e.g. `coupon:700000123` or `round:{provider}:{id}`: counted once per bonus. */
  reference: string;
  /** The money staked, in `currencyIso`. */
  stake: string;
  currencyIso: string;
  /** The share of the stake that counts, above 0 and at most 1 ("1" for sport, a game's weighting for casino). */
  weight: string;
  placedAt: Date;
}

/** Whether a wager made while this bonus was being wagered, in its currency, may count towards it. */
const isDuring = (bonus: BonusRecord, wager: Wager): boolean =>
  bonus.status === 'wagering' &&
  bonus.currencyIso === wager.currencyIso &&
  bonus.creditedAt !== null &&
  wager.placedAt.getTime() >= bonus.creditedAt.getTime();

/**
 * Adds a settled wager to the player's bonus being wagered (stake × weight, once per source and reference), then
 * releases the bonus when its requirement is met. Call inside the transaction that settles the wager; answers
 * the amount counted, or null when nothing counted. Qualifying rules of the wager's own kind (a coupon's odds and
 * type) are the caller's: `countSettledCoupon` for sport.
 */
export async function recordWager(tx: Queryable, wager: Wager): Promise<string | null> {
  const state = await lockBonusState(tx, wager.userId);
  const bonus = state?.running;
  if (!bonus || !isDuring(bonus, wager)) return null;
  return addToBonus(tx, bonus, wager);
}

async function addToBonus(tx: Queryable, bonus: BonusRecord, wager: Wager): Promise<string | null> {
  const rows = await tx.query<{ counted: string }>(
    `insert into bonus_wager_contributions (bonus_id, source, reference, stake, weight, counted)
     values ($1, $2, $3, $4::numeric, $5::numeric, round($4::numeric * $5::numeric, 2))
     on conflict do nothing returning counted::text as counted`,
    [bonus.id, wager.source, wager.reference, wager.stake, wager.weight],
  );
  const counted = rows[0]?.counted;
  if (counted === undefined) return null;
  await tx.query('update player_bonuses set wager_done = wager_done + $2::numeric where id = $1', [bonus.id, counted]);
  const updated = await lockBonus(tx, bonus.id);
  if (updated) await releaseIfWagered(tx, updated);
  return counted;
}
