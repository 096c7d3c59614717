import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { creditPlayer } from '../ledger/player-movements';
import type { NewBonus } from './bonus-repository';
import { lockBonusState } from './bonus-locks';

export interface BonusGrant {
  userId: number;
  /** Positive, at most 2 places, in the bonus account's currency. */
  amount: string;
  wagerMultiplier: string;
  /** The ledger reference of this credit (`payment:{id}`, `promo:{code}:{userId}`, `game-play:{id}`). */
  reference: string;
  /** What the bonus is when none runs yet. */
  bonus: Omit<NewBonus, 'userId'>;
  /** The taken bonus this money is for (a deposit offer waiting for its deposit). */
  takenBonusId?: string;
}

const BONUS_WAITING = () =>
  new HttpError(409, 'bonus_waiting_for_deposit', 'Your taken bonus waits for a deposit: make it or cancel the bonus');

/**
 * Credits bonus money to the player's bonus account through the ledger (once per reference) and makes it wagered:
 * the taken bonus it is for starts wagering, a bonus being wagered is topped up (its requirement grows by the
 * amount times the multiplier), otherwise a new bonus starts. Answers the bonus id, or null when this reference
 * was credited before. Refuses while another bonus waits for its deposit.
 */
export async function grantBonusMoney(tx: Queryable, grant: BonusGrant): Promise<string | null> {
  const state = await lockBonusState(tx, grant.userId);
  if (!state) throw new HttpError(409, 'bonus_account_missing', 'You have no bonus account');
  const { account, running } = state;
  if (running?.status === 'active' && running.id !== grant.takenBonusId) throw BONUS_WAITING();
  const credit = await creditPlayer(tx, {
    kind: 'bonus_credit',
    reference: grant.reference,
    userId: grant.userId,
    accountId: account.id,
    amount: grant.amount,
    house: 'bonuses',
    note: grant.bonus.titleEn,
  });
  if (credit.status === 'duplicate') return null;
  const wager = [grant.amount, grant.wagerMultiplier] as const;
  if (running?.status === 'wagering') {
    await tx.query(
      `update player_bonuses set amount = amount + $2::numeric,
         wager_required = wager_required + round($2::numeric * $3::numeric, 2) where id = $1`,
      [running.id, ...wager],
    );
    return running.id;
  }
  if (running) {
    await tx.query(
      `update player_bonuses set status = 'wagering', credited_at = now(), bonus_account_id = $2, currency_iso = $3,
         amount = $4::numeric, wager_required = round($4::numeric * $5::numeric, 2),
         expires_at = now() + make_interval(days => $6) where id = $1`,
      [running.id, account.id, account.currencyIso, ...wager, grant.bonus.validDays],
    );
    return running.id;
  }
  const { bonus } = grant;
  const rows = await tx.query<{ id: string }>(
    `insert into player_bonuses (user_id, offer_id, source, title_ru, title_en, status, bonus_account_id, currency_iso,
       amount, wager_required, min_coef, excluded_type_ids, credited_at, expires_at)
     values ($1, $2, $3, $4, $5, 'wagering', $6, $7, $8::numeric, round($8::numeric * $9::numeric, 2), $10, $11, now(),
       now() + make_interval(days => $12))
     returning id::text as id`,
    [
      grant.userId,
      bonus.offerId,
      bonus.source,
      bonus.titleRu,
      bonus.titleEn,
      account.id,
      account.currencyIso,
      ...wager,
      bonus.minCoef,
      bonus.excludedTypeIds,
      bonus.validDays,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('insert into player_bonuses returned no id');
  return id;
}
