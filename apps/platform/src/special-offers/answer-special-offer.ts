import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { takeOfferFor } from '../bonuses/player-bonus-actions';
import { findOffer } from '../bonuses/offer-repository';
import { findSpecialOffer } from './special-offers-repository';

type Player = { userId: number; russian: boolean; currencyIso: string };

/**
 * The player's answer to an offer made to them, once, in one transaction: accepting takes the offer's deposit bonus
 * for their next deposit (refused, writing nothing, as `bonuses/deposit` refuses it: another bonus running, a
 * currency the offer does not serve); declining only records the answer. An offer answered already is refused
 * (`409 special_offer_answered`), one past its end too (`410 special_offer_ended`), one not made to the player is
 * not found (`404`).
 */
export async function answerSpecialOffer(
  tx: Queryable,
  player: Player,
  offerId: number,
  answer: 'accepted' | 'declined',
): Promise<void> {
  // The player's row serialises their answers, so two answers sent at once cannot both pass the checks.
  await tx.query('select 1 from users where id = $1 for update', [player.userId]);
  const found = await findSpecialOffer(tx, player, offerId);
  if (!found) throw new HttpError(404, 'special_offer_not_found', 'There is no such offer for you');
  if (found.offer.answer !== null) {
    throw new HttpError(409, 'special_offer_answered', 'You have answered this offer already');
  }
  if (!found.isOpen) throw new HttpError(410, 'special_offer_ended', 'The offer has ended');
  let bonusId: string | null = null;
  if (answer === 'accepted') {
    const bonusOffer = await findOffer(tx, found.bonusOfferId);
    if (!bonusOffer) throw new Error(`The special offer ${offerId} names no bonus offer`);
    bonusId = await takeOfferFor(tx, player.userId, bonusOffer);
  }
  await tx.query(`insert into special_offer_answers (offer_id, user_id, answer, bonus_id) values ($1, $2, $3, $4)`, [
    offerId,
    player.userId,
    answer,
    bonusId,
  ]);
}
