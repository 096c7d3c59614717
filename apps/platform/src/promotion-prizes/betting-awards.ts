import type { AwardMeasure, BettingAward } from '@betfront/contract/bonus-promotions';
import type { Queryable } from '../db/database';
import { amountIn, findBonusAccount } from '../bonuses/bonus-accounts';
import { fromCents, toCents } from '../cash-out/cents';
import type { CouponMeasures } from './coupon-measures';
import { readCouponMeasures } from './coupon-measures';

export interface AwardRow {
  code: string;
  measure: AwardMeasure;
  target: string;
  titleRu: string;
  titleEn: string;
  amounts: Record<string, string>;
  wagerMultiplier: string;
}

const AWARD_COLUMNS = `code, measure, target::text as target, title_ru as "titleRu", title_en as "titleEn", amounts,
  wager_multiplier::text as "wagerMultiplier"`;

export async function readAwardRows(db: Queryable): Promise<AwardRow[]> {
  return db.query<AwardRow>(`select ${AWARD_COLUMNS} from betting_awards where is_active order by position`);
}

export async function findAwardRow(db: Queryable, code: string): Promise<AwardRow | null> {
  const rows = await db.query<AwardRow>(`select ${AWARD_COLUMNS} from betting_awards where is_active and code = $1`, [
    code,
  ]);
  return rows[0] ?? null;
}

/** The player's standing on an award's measure, as a decimal string. */
export function progressOf(award: AwardRow, measures: CouponMeasures): string {
  return award.measure === 'odds' ? measures.odds : `${measures[award.measure]}.00`;
}

export function isEarned(award: AwardRow, measures: CouponMeasures): boolean {
  return toCents(progressOf(award, measures)) >= toCents(award.target);
}

interface PlayerStanding {
  measures: CouponMeasures;
  currencyIso: string;
  claims: ReadonlyMap<string, Date>;
}

/** A visitor sees the prizes in the currency of the site's language. */
export const visitorCurrency = (isRussian: boolean): string => (isRussian ? 'RUB' : 'USD');

export function awardView(award: AwardRow, isRussian: boolean, standing: PlayerStanding | null): BettingAward {
  const currencyIso = standing?.currencyIso ?? visitorCurrency(isRussian);
  const amount = amountIn(award.amounts, currencyIso);
  const claimedAt = standing?.claims.get(award.code) ?? null;
  return {
    code: award.code,
    measure: award.measure,
    title: isRussian ? award.titleRu : award.titleEn,
    target: award.target,
    progress: standing ? progressOf(award, standing.measures) : null,
    isEarned: standing ? isEarned(award, standing.measures) : false,
    claimedAt: claimedAt?.toISOString() ?? null,
    prize: {
      amount: amount === null ? null : fromCents(toCents(amount)),
      currencyIso: amount === null ? null : currencyIso,
      wagerMultiplier: award.wagerMultiplier,
    },
  };
}

export async function readStanding(db: Queryable, userId: number): Promise<PlayerStanding> {
  const claims = await db.query<{ code: string; claimedAt: Date }>(
    'select award_code as code, claimed_at as "claimedAt" from betting_award_claims where user_id = $1',
    [userId],
  );
  return {
    measures: await readCouponMeasures(db, userId),
    currencyIso: (await findBonusAccount(db, userId))?.currencyIso ?? '',
    claims: new Map(claims.map((claim) => [claim.code, claim.claimedAt])),
  };
}

/** The awards with the player's progress on each, or without progress for a visitor. */
export async function readBettingAwards(
  db: Queryable,
  userId: number | null,
  isRussian: boolean,
): Promise<BettingAward[]> {
  const standing = userId === null ? null : await readStanding(db, userId);
  return (await readAwardRows(db)).map((award) => awardView(award, isRussian, standing));
}
