import type { BonusesAnswer } from '@betfront/contract/bonuses';
import type { Queryable } from '../db/database';
import { findBonusAccount } from './bonus-accounts';
import { listPlayerBonuses } from './bonus-repository';
import { bonusView, offerView } from './bonus-view';
import { findWelcomeOffer, listOffers } from './offer-repository';

/** The player's bonuses, the published deposit offers, and the welcome offer waiting for the first deposit. */
export async function readBonuses(db: Queryable, userId: number, isRussian: boolean): Promise<BonusesAnswer> {
  const [bonuses, offers, account, users] = await Promise.all([
    listPlayerBonuses(db, userId),
    listOffers(db, { publishedOnly: true }),
    findBonusAccount(db, userId),
    db.query<{ bonusChoice: number; hasDeposit: boolean }>(
      'select bonus_choice as "bonusChoice", has_deposit as "hasDeposit" from users where id = $1',
      [userId],
    ),
  ]);
  const currencyIso = account?.currencyIso ?? '';
  const user = users[0];
  const choice = user?.bonusChoice ?? 0;
  const welcome = user && !user.hasDeposit ? await findWelcomeOffer(db, choice) : null;
  return {
    bonuses: bonuses.map((bonus) => bonusView(bonus, isRussian)),
    offers: offers.filter((offer) => offer.kind === 'deposit').map((offer) => offerView(offer, currencyIso, isRussian)),
    welcome: { choice, offer: welcome ? offerView(welcome, currencyIso, isRussian) : null },
  };
}
