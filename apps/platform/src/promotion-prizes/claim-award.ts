import type { BettingAward } from '@betfront/contract/bonus-promotions';
import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { passBonusClaimGate } from '../bonuses/claim-gate';
import { payBonusPrize } from '../bonuses/pay-prize';
import { awardView, findAwardRow, isEarned, readStanding } from './betting-awards';
import { readCouponMeasures } from './coupon-measures';

interface AwardClaim {
  userId: number;
  code: string;
  isRussian: boolean;
  countryCode: string | null;
}

/**
 * Pays an award the player's settled coupons earned, once: the gate, the award's target checked against the
 * coupons inside the transaction, the claim's key (player, award) and the ledger reference `award:{code}:{userId}`
 * each refuse a second payment. Any refusal writes nothing.
 */
export async function claimBettingAward(
  db: Database,
  claim: AwardClaim,
): Promise<{ award: BettingAward; bonusId: string }> {
  const { userId, code } = claim;
  return db.transaction(async (tx) => {
    const award = await findAwardRow(tx, code);
    if (!award) throw new HttpError(404, 'award_unknown', 'There is no such award');
    const account = await passBonusClaimGate(tx, userId, claim.countryCode);
    if (!isEarned(award, await readCouponMeasures(tx, userId))) {
      throw new HttpError(409, 'award_not_earned', 'Your settled bets have not earned this award yet');
    }
    const recorded = await tx.query(
      `insert into betting_award_claims (user_id, award_code, currency_iso) values ($1, $2, $3)
       on conflict do nothing returning user_id`,
      [userId, code, account.currencyIso],
    );
    if (recorded.length === 0) throw new HttpError(409, 'award_claimed', 'This award has been paid to you already');
    const { bonusId, amount } = await payBonusPrize(tx, userId, account, {
      amounts: award.amounts,
      wagerMultiplier: award.wagerMultiplier,
      reference: `award:${code}:${userId}`,
      source: 'award',
      titleRu: `Награда: ${award.titleRu}`,
      titleEn: `Award: ${award.titleEn}`,
    });
    await tx.query(
      'update betting_award_claims set bonus_id = $3, amount = $4::numeric where user_id = $1 and award_code = $2',
      [userId, code, bonusId, amount],
    );
    return { award: awardView(award, claim.isRussian, await readStanding(tx, userId)), bonusId };
  });
}
