import type { PlacedCoupon } from '@betfront/contract/bets';
import type { Database } from '../../db/database';
import { dictionaryText } from '../../dictionaries/dictionary-text';
import { mailPlayerHistory } from '../../mailing/history-letter';
import { countCoupons, readCoupons } from '../coupon-reads';
import type { CouponFilter } from '../coupon-reads';

/** The letter holds the latest coupons of the period; the office lists all of them. */
const MAIL_COUPONS = 200;

type LetterLanguage = 'ru' | 'en';
const text = (language: LetterLanguage, key: string, vars?: Readonly<Record<string, string>>) =>
  dictionaryText('bets', language, key, vars);

/** An express's exact product is cut to the two places every coef is shown with, as the coupon shows it. */
const shownCoef = (coef: string) => coef.replace(/^(\d+\.\d{2})\d+$/, '$1');

async function couponLine(language: LetterLanguage, coupon: PlacedCoupon): Promise<string> {
  const placed = coupon.placedAt.slice(0, 16).replace('T', ' ');
  const money = (amount: string | null) => (amount === null ? '—' : `${amount} ${coupon.currencyIso}`);
  return [
    placed,
    `№ ${coupon.id}`,
    await text(language, `bets.type.${coupon.typeId}`),
    money(coupon.totalStake),
    shownCoef(coupon.coef),
    await text(language, `bets.status.${coupon.statusId}`),
    money(coupon.payout),
  ].join(' — ');
}

/** Sends the coupons the player placed in a period to their e-mail; refused without an address. */
export async function mailBetHistory(
  db: Database,
  filter: CouponFilter & { from: string; to: string },
  language: LetterLanguage,
): Promise<{ sentTo: string; coupons: number }> {
  let total = 0;
  const sentTo = await mailPlayerHistory(db, filter.userId, async () => {
    const [coupons, count] = await Promise.all([
      readCoupons(db, filter, { offset: 0, limit: MAIL_COUPONS }),
      countCoupons(db, filter),
    ]);
    total = count;
    const period = { from: filter.from, to: filter.to };
    return {
      subject: await text(language, 'bets.history_mail.subject', period),
      intro: await text(language, 'bets.history_mail.intro', { ...period, count: String(count) }),
      lines: await Promise.all(coupons.map((coupon) => couponLine(language, coupon))),
      none: await text(language, 'bets.history_mail.none', period),
      ...(count > coupons.length
        ? { more: await text(language, 'bets.history_mail.more', { count: String(MAIL_COUPONS) }) }
        : {}),
    };
  });
  return { sentTo, coupons: total };
}
