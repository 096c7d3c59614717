import type { Queryable } from '../db/database';
import { sendEmail } from '../outbox/outbox-service';
import { letterIn, letterWord } from './letters';
import { mailTarget } from './mailing-repository';

/** A receipt for a credited deposit, in the same transaction, to a player who takes deposit e-mails. */
export async function mailDepositReceipt(
  tx: Queryable,
  deposit: { userId: number; netAmount: string; currencyIso: string },
): Promise<void> {
  const target = await mailTarget(tx, deposit.userId, 'deposit_email');
  if (!target?.email) return;
  const letter = await letterIn(target.language, 'deposit', {
    amount: deposit.netAmount,
    currency: deposit.currencyIso,
  });
  await sendEmail(tx, target.email, letter.subject, letter.text);
}

/** The result of a settled coupon, in the same transaction, to a player who takes bet e-mails. */
export async function mailBetResult(
  tx: Queryable,
  coupon: { id: string; userId: number; statusId: number; paid: string; currencyIso: string },
): Promise<void> {
  const target = await mailTarget(tx, coupon.userId, 'bet_email');
  if (!target?.email) return;
  const outcomeKey = coupon.statusId === 0 || coupon.statusId === 1 ? String(coupon.statusId) : 'returned';
  const letter = await letterIn(target.language, 'bet', {
    id: coupon.id,
    outcome: await letterWord(target.language, `bet.outcome.${outcomeKey}`),
    paid: coupon.paid,
    currency: coupon.currencyIso,
  });
  await sendEmail(tx, target.email, letter.subject, letter.text);
}
