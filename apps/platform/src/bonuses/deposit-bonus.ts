import type { Queryable } from '../db/database';
import { amountIn } from './bonus-accounts';
import { lockBonusState } from './bonus-locks';
import type { BonusSource } from './bonus-repository';
import { grantBonusMoney } from './grant-bonus';
import type { OfferRecord } from './offer-repository';
import { findOffer, findWelcomeOffer } from './offer-repository';

export interface CompletedDeposit {
  id: string;
  userId: number;
  /** What reached the account, after the fee. */
  netAmount: string;
  currencyIso: string;
}

/** The offer's share of the deposit, up to its cap in the deposit's currency; null when it has no cap there. */
async function bonusOf(tx: Queryable, offer: OfferRecord, deposit: CompletedDeposit): Promise<string | null> {
  const cap = amountIn(offer.caps, deposit.currencyIso);
  if (cap === null) return null;
  const [row] = await tx.query<{ amount: string }>(
    'select least(round($1::numeric * $2::numeric / 100, 2), $3::numeric)::text as amount',
    [deposit.netAmount, offer.percent, cap],
  );
  return row && Number(row.amount) > 0 ? row.amount : null;
}

async function isFirstDeposit(tx: Queryable, deposit: CompletedDeposit): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from payments where user_id = $1 and direction = 'deposit' and status = 'completed' and id <> $2 limit 1`,
    [deposit.userId, deposit.id],
  );
  return rows.length === 0;
}

async function welcomeOfferOf(tx: Queryable, deposit: CompletedDeposit): Promise<OfferRecord | null> {
  const [user] = await tx.query<{ bonusChoice: number; hasWelcome: boolean }>(
    `select bonus_choice as "bonusChoice",
       exists (select 1 from player_bonuses where user_id = $1 and source = 'welcome') as "hasWelcome"
     from users where id = $1`,
    [deposit.userId],
  );
  if (!user || user.hasWelcome || !(await isFirstDeposit(tx, deposit))) return null;
  return findWelcomeOffer(tx, user.bonusChoice);
}

function grantOf(offer: OfferRecord, source: BonusSource) {
  return {
    offerId: offer.id,
    source,
    titleRu: offer.titleRu,
    titleEn: offer.titleEn,
    minCoef: offer.minCoef,
    excludedTypeIds: offer.excludedTypeIds,
    validDays: offer.validDays,
  };
}

/**
 * The bonus a completed deposit brings, credited in the deposit's transaction (once: its ledger reference is the
 * payment's): the deposit offer the player took and that waits for it, otherwise — on the first deposit — the
 * welcome offer of the registration's choice (1 sport, 2 casino; 0 declines). Answers the bonus id, or null.
 */
export async function creditBonusOnDeposit(tx: Queryable, deposit: CompletedDeposit): Promise<string | null> {
  const state = await lockBonusState(tx, deposit.userId);
  if (!state || state.account.currencyIso !== deposit.currencyIso) return null;
  const taken = state.running?.status === 'active' ? state.running : null;
  const offer = taken?.offerId ? await findOffer(tx, taken.offerId) : await welcomeOfferOf(tx, deposit);
  if (!offer) return null;
  const amount = await bonusOf(tx, offer, deposit);
  if (amount === null) return null;
  return grantBonusMoney(tx, {
    userId: deposit.userId,
    amount,
    wagerMultiplier: offer.wagerMultiplier,
    reference: `payment:${deposit.id}`,
    bonus: grantOf(offer, taken ? 'deposit' : 'welcome'),
    takenBonusId: taken?.id,
  });
}
