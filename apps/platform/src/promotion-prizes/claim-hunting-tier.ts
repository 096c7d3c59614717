import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { passBonusClaimGate } from '../bonuses/claim-gate';
import { payBonusPrize } from '../bonuses/pay-prize';
import { countCatches, currentWeekStart, readTierRows } from './hunting-season';

interface TierClaim {
  userId: number;
  tier: number;
  countryCode: string | null;
}

/**
 * Pays a tier of this week's hunting and fishing once the player's catches reach it: the key (player, week, tier)
 * and the ledger reference `hunting:{week}:{tier}:{userId}` each refuse a second payment; any refusal writes nothing.
 */
export async function claimHuntingTier(db: Database, claim: TierClaim): Promise<{ bonusId: string }> {
  const { userId } = claim;
  return db.transaction(async (tx) => {
    const tier = (await readTierRows(tx)).find((row) => row.tier === claim.tier);
    if (!tier) throw new HttpError(404, 'hunting_tier_unknown', 'There is no such prize tier');
    const account = await passBonusClaimGate(tx, userId, claim.countryCode);
    const weekStart = await currentWeekStart(tx);
    if ((await countCatches(tx, weekStart, userId)) < tier.catches) {
      throw new HttpError(409, 'hunting_tier_not_reached', 'Your catches this week have not reached this tier');
    }
    const recorded = await tx.query(
      `insert into hunting_claims (user_id, week_start, tier, currency_iso) values ($1, $2::date, $3, $4)
       on conflict do nothing returning tier`,
      [userId, weekStart, tier.tier, account.currencyIso],
    );
    if (recorded.length === 0) {
      throw new HttpError(409, 'hunting_tier_claimed', 'You have collected this tier this week already');
    }
    const { bonusId, amount } = await payBonusPrize(tx, userId, account, {
      amounts: tier.amounts,
      wagerMultiplier: tier.wagerMultiplier,
      reference: `hunting:${weekStart}:${tier.tier}:${userId}`,
      source: 'promotion',
      titleRu: `Охота и рыбалка: ${tier.labelRu}`,
      titleEn: `Hunting and fishing: ${tier.labelEn}`,
    });
    await tx.query(
      `update hunting_claims set bonus_id = $4, amount = $5::numeric
       where user_id = $1 and week_start = $2::date and tier = $3`,
      [userId, weekStart, tier.tier, bonusId, amount],
    );
    return { bonusId };
  });
}
