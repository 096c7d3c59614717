import type { PromoRedemption } from '@betfront/contract/bonuses';
import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { amountIn } from './bonus-accounts';
import { passBonusClaimGate } from './claim-gate';
import { grantBonusMoney } from './grant-bonus';
import { findOffer } from './offer-repository';
import { payFreeBetPrize } from './pay-free-bet';
import { takeOfferFor } from './player-bonus-actions';

interface PromoCodeRow {
  code: string;
  kind: 'credit' | 'offer' | 'free_bet';
  titleRu: string;
  titleEn: string;
  amounts: Record<string, string> | null;
  wagerMultiplier: string | null;
  offerId: number | null;
  isExpired: boolean;
}

/** A credit code's bonus lasts this long to be wagered. */
const PROMO_BONUS_DAYS = 14;

async function lockPromoCode(tx: Queryable, code: string): Promise<PromoCodeRow> {
  const rows = await tx.query<PromoCodeRow>(
    `select code, kind, title_ru as "titleRu", title_en as "titleEn", amounts,
       wager_multiplier::text as "wagerMultiplier", offer_id as "offerId", expires_at <= now() as "isExpired"
     from bonus_promo_codes where code = $1 for share`,
    [code],
  );
  const row = rows[0];
  if (!row) throw new HttpError(404, 'promo_code_unknown', 'There is no such promo code');
  if (row.isExpired) throw new HttpError(410, 'promo_code_expired', 'The promo code has expired');
  return row;
}

async function creditCode(tx: Queryable, userId: number, promo: PromoCodeRow, currencyIso: string) {
  const amount = promo.amounts ? amountIn(promo.amounts, currencyIso) : null;
  if (amount === null || promo.wagerMultiplier === null) {
    throw new HttpError(409, 'bonus_currency_not_served', 'The promo code is not given in your currency');
  }
  const bonusId = await grantBonusMoney(tx, {
    userId,
    amount,
    wagerMultiplier: promo.wagerMultiplier,
    reference: `promo:${promo.code}:${userId}`,
    bonus: {
      offerId: null,
      source: 'promo',
      titleRu: promo.titleRu,
      titleEn: promo.titleEn,
      minCoef: '1.5',
      excludedTypeIds: [],
      validDays: PROMO_BONUS_DAYS,
    },
  });
  if (bonusId === null) throw usedRefusal();
  return { bonusId, amount };
}

async function unlockOffer(tx: Queryable, userId: number, promo: PromoCodeRow): Promise<string> {
  const offer = promo.offerId === null ? null : await findOffer(tx, promo.offerId);
  if (!offer) throw new HttpError(404, 'bonus_offer_not_found', 'There is no such bonus offer');
  return takeOfferFor(tx, userId, offer);
}

const usedRefusal = () => new HttpError(409, 'promo_code_used', 'You have already used this promo code');

/**
 * Checks a promo code and applies it, once per player (the redemption's key, checked under the player's lock):
 * a credit code puts bonus money on the bonus account to wager, an offer code takes a deposit offer for the next
 * deposit, a free bet code grants a free bet (a prepaid stake) recorded on the redemption. Unknown, expired, used codes and codes that do not serve the player's currency are refused by name.
 */
export async function redeemPromoCode(
  db: Database,
  userId: number,
  code: string,
  countryCode: string | null,
): Promise<{ bonusId: string | null }> {
  return db.transaction(async (tx) => {
    await tx.query('select id from users where id = $1 for update', [userId]);
    const account = await passBonusClaimGate(tx, userId, countryCode);
    const promo = await lockPromoCode(tx, code);
    const used = await tx.query('select 1 from bonus_promo_redemptions where user_id = $1 and code = $2', [
      userId,
      code,
    ]);
    if (used.length > 0) throw usedRefusal();
    if (promo.kind === 'free_bet') {
      const freeBet = await payFreeBetPrize(tx, userId, account, {
        amounts: promo.amounts ?? {},
        note: `Promo code ${promo.code}`,
      });
      await tx.query(
        `insert into bonus_promo_redemptions (code, user_id, prepaid_grant_id, amount, currency_iso)
         values ($1, $2, $3, $4, $5)`,
        [code, userId, freeBet.grantId, freeBet.amount, account.currencyIso],
      );
      return { bonusId: null };
    }
    const credit = promo.kind === 'credit' ? await creditCode(tx, userId, promo, account.currencyIso) : null;
    const bonusId = credit?.bonusId ?? (await unlockOffer(tx, userId, promo));
    await tx.query(
      `insert into bonus_promo_redemptions (code, user_id, bonus_id, amount, currency_iso)
       values ($1, $2, $3, $4, $5)`,
      [code, userId, bonusId, credit?.amount ?? null, credit ? account.currencyIso : null],
    );
    return { bonusId };
  });
}

export async function listRedemptions(db: Queryable, userId: number, isRussian: boolean): Promise<PromoRedemption[]> {
  const rows = await db.query<{
    code: string;
    kind: 'credit' | 'offer' | 'free_bet';
    title: string;
    bonusId: string | null;
    amount: string | null;
    currencyIso: string | null;
    redeemedAt: Date;
  }>(
    `select r.code, p.kind, case when $2 then p.title_ru else p.title_en end as title, r.bonus_id::text as "bonusId",
       r.amount::text as amount, r.currency_iso as "currencyIso", r.redeemed_at as "redeemedAt"
     from bonus_promo_redemptions r join bonus_promo_codes p on p.code = r.code
     where r.user_id = $1 order by r.redeemed_at desc limit 100`,
    [userId, isRussian],
  );
  return rows.map((row) => ({ ...row, redeemedAt: row.redeemedAt.toISOString() }));
}
