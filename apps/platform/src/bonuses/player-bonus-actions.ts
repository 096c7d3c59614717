import type { Database, Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { findBonusAccount, amountIn } from './bonus-accounts';
import { lockBonusState } from './bonus-locks';
import type { BonusRecord } from './bonus-repository';
import { insertTakenBonus, lockBonus } from './bonus-repository';
import { forfeitBonus } from './end-bonus';
import type { OfferRecord } from './offer-repository';
import { findOffer } from './offer-repository';

const runningRefusal = (running: BonusRecord) =>
  running.status === 'active'
    ? new HttpError(409, 'bonus_waiting_for_deposit', 'Your taken bonus waits for a deposit: make it or cancel it')
    : new HttpError(409, 'bonus_already_running', 'Finish or give up the bonus you are wagering first');

/**
 * Takes a deposit offer for the player: it waits (status active) for their next deposit, which credits it.
 * Refused while another bonus runs, or when the offer does not serve the player's currency. Call in a transaction.
 */
export async function takeOfferFor(tx: Queryable, userId: number, offer: OfferRecord): Promise<string> {
  const account = await findBonusAccount(tx, userId);
  if (!account || amountIn(offer.caps, account.currencyIso) === null) {
    throw new HttpError(409, 'bonus_currency_not_served', 'The offer is not given in your currency');
  }
  const state = await lockBonusState(tx, userId);
  if (state?.running) throw runningRefusal(state.running);
  return insertTakenBonus(tx, {
    userId,
    offerId: offer.id,
    source: 'deposit',
    titleRu: offer.titleRu,
    titleEn: offer.titleEn,
    minCoef: offer.minCoef,
    excludedTypeIds: offer.excludedTypeIds,
    validDays: offer.validDays,
  });
}

/** The player takes a published deposit offer (`takeOfferFor`). */
export async function takeOffer(db: Database, userId: number, offerId: number): Promise<string> {
  return db.transaction(async (tx) => {
    const offer = await findOffer(tx, offerId);
    if (!offer || !offer.isPublished || offer.kind !== 'deposit') {
      throw new HttpError(404, 'bonus_offer_not_found', 'There is no such bonus offer');
    }
    return takeOfferFor(tx, userId, offer);
  });
}

/** The player gives up their running bonus: its bonus account money goes back to the house (status forfeited). */
export async function giveUpBonus(db: Database, userId: number, bonusId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const state = await lockBonusState(tx, userId);
    const bonus = await lockBonus(tx, bonusId);
    if (!bonus || bonus.userId !== userId) throw new HttpError(404, 'bonus_not_found', 'You have no such bonus');
    if (state?.running?.id !== bonus.id) throw new HttpError(409, 'bonus_ended', 'The bonus has already ended');
    await forfeitBonus(tx, bonus, 'forfeited');
  });
}
