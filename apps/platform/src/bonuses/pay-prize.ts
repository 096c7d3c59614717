import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { PlayerAccount } from './bonus-accounts';
import { amountIn } from './bonus-accounts';
import type { BonusSource } from './bonus-repository';
import { grantBonusMoney } from './grant-bonus';

export interface BonusPrize {
  /** The prize by currency, as the operator's table has it ({"RUB": "100", "USD": "2"}). */
  amounts: Readonly<Record<string, string>>;
  wagerMultiplier: string;
  /** The ledger reference of the credit: one credit per reference. */
  reference: string;
  source: BonusSource;
  titleRu: string;
  titleEn: string;
}

/** A prize's bonus money lasts this long to be wagered, at odds of 1.50 or more. */
const PRIZE_BONUS_DAYS = 7;
const PRIZE_MIN_COEF = '1.5';

/**
 * Pays a prize (a bonus game's, an award's, a promotion's) as bonus money on the player's bonus account, through
 * the ledger, wagered at the prize's multiplier. Call after the claim gate, in the transaction that records the
 * claim, so a refusal here writes nothing. Answers the bonus and the amount paid.
 */
export async function payBonusPrize(
  tx: Queryable,
  userId: number,
  account: PlayerAccount,
  prize: BonusPrize,
): Promise<{ bonusId: string; amount: string }> {
  const amount = amountIn(prize.amounts, account.currencyIso);
  if (amount === null) {
    throw new HttpError(409, 'bonus_currency_not_served', 'This prize is not offered in your currency');
  }
  const bonusId = await grantBonusMoney(tx, {
    userId,
    amount,
    wagerMultiplier: prize.wagerMultiplier,
    reference: prize.reference,
    bonus: {
      offerId: null,
      source: prize.source,
      titleRu: prize.titleRu,
      titleEn: prize.titleEn,
      minCoef: PRIZE_MIN_COEF,
      excludedTypeIds: [],
      validDays: PRIZE_BONUS_DAYS,
    },
  });
  if (bonusId === null) throw new Error(`The prize ${prize.reference} was paid before its claim was recorded`);
  return { bonusId, amount };
}
