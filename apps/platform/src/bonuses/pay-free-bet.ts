import { grantPrepaid } from '../betting/prepaid/prepaid-stakes';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import type { PlayerAccount } from './bonus-accounts';
import { amountIn } from './bonus-accounts';

/**
 * Pays a free bet prize (a bonus game's, a promo code's) as a prepaid stake in the player's currency, through the
 * ledger. Call after the claim gate, in the transaction that records the claim, and write the grant on the claim
 * so the claim's own key keeps it to one grant. Answers the grant and the amount.
 */
export async function payFreeBetPrize(
  tx: Queryable,
  userId: number,
  account: PlayerAccount,
  prize: { amounts: Readonly<Record<string, string>>; note: string },
): Promise<{ grantId: number; amount: string }> {
  const amount = amountIn(prize.amounts, account.currencyIso);
  if (amount === null) {
    throw new HttpError(409, 'bonus_currency_not_served', 'This prize is not offered in your currency');
  }
  const { grantId } = await grantPrepaid(tx, {
    userId,
    currencyIso: account.currencyIso,
    amount,
    source: 'promotion',
    note: prize.note,
  });
  return { grantId, amount };
}
