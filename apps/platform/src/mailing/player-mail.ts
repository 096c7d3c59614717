import type { Queryable } from '../db/database';
import { sendEmail } from '../outbox/outbox-service';
import { mailTarget } from './mailing-repository';

const DEPOSIT = {
  ru: {
    subject: 'Счёт пополнен',
    text: (amount: string, currency: string) =>
      `На ваш счёт зачислено ${amount} ${currency}.\n\nПисьма о депозитах можно отключить в личном кабинете: Настройки → Рассылки.`,
  },
  en: {
    subject: 'Deposit received',
    text: (amount: string, currency: string) =>
      `${amount} ${currency} has been credited to your account.\n\nYou can turn deposit e-mails off in your account: Settings → Mailing.`,
  },
} as const;

const BET_OUTCOME = {
  ru: { 0: 'проиграла', 1: 'выиграла', returned: 'рассчитана с возвратом' },
  en: { 0: 'lost', 1: 'won', returned: 'was settled with a return' },
} as const;

const BET = {
  ru: {
    subject: (id: string) => `Ставка ${id} рассчитана`,
    text: (id: string, outcome: string, paid: string, currency: string) =>
      `Ваша ставка ${id} ${outcome}. Выплачено: ${paid} ${currency}.\n\nПисьма о ставках можно отключить в личном кабинете: Настройки → Рассылки.`,
  },
  en: {
    subject: (id: string) => `Bet ${id} settled`,
    text: (id: string, outcome: string, paid: string, currency: string) =>
      `Your bet ${id} ${outcome}. Paid: ${paid} ${currency}.\n\nYou can turn bet e-mails off in your account: Settings → Mailing.`,
  },
} as const;

/** A receipt for a credited deposit, in the same transaction, to a player who takes deposit e-mails. */
export async function mailDepositReceipt(
  tx: Queryable,
  deposit: { userId: number; netAmount: string; currencyIso: string },
): Promise<void> {
  const target = await mailTarget(tx, deposit.userId, 'deposit_email');
  if (!target?.email) return;
  const letter = DEPOSIT[target.language];
  await sendEmail(tx, target.email, letter.subject, letter.text(deposit.netAmount, deposit.currencyIso));
}

/** The result of a settled coupon, in the same transaction, to a player who takes bet e-mails. */
export async function mailBetResult(
  tx: Queryable,
  coupon: { id: string; userId: number; statusId: number; paid: string; currencyIso: string },
): Promise<void> {
  const target = await mailTarget(tx, coupon.userId, 'bet_email');
  if (!target?.email) return;
  const outcomes = BET_OUTCOME[target.language];
  const outcome = coupon.statusId === 0 || coupon.statusId === 1 ? outcomes[coupon.statusId] : outcomes.returned;
  const letter = BET[target.language];
  await sendEmail(
    tx,
    target.email,
    letter.subject(coupon.id),
    letter.text(coupon.id, outcome, coupon.paid, coupon.currencyIso),
  );
}
