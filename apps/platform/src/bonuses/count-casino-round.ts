import type { Queryable } from '../db/database';
import { recordWager } from './wagering';

export interface ClosedRound {
  /** `casino_rounds.id` of the round closed just now. */
  id: number;
  userId: number;
}

interface RoundFacts {
  providerId: string;
  providerRoundId: string;
  stake: string;
  currencyIso: string;
  weight: string;
  startedAt: Date;
}

/**
 * A bonus wagered with casino rounds: the casino welcome bonus, and bonus money of a promo code or a bonus game
 * (bonuses with no sport-only rules). A deposit offer and the sport welcome bonus ask for coupons at minimum odds.
 */
async function hasCasinoBonus(tx: Queryable, userId: number): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from player_bonuses b left join bonus_offers o on o.id = b.offer_id
     where b.user_id = $1 and b.status = 'wagering' and (o.kind = 'welcome_casino' or b.source in ('promo', 'game', 'award', 'promotion'))`,
    [userId],
  );
  return rows.length > 0;
}

async function roundFacts(tx: Queryable, roundId: number): Promise<RoundFacts | null> {
  const [row] = await tx.query<RoundFacts>(
    `select r.provider_id as "providerId", r.provider_round_id as "providerRoundId", r.stake::text as stake,
       c.iso as "currencyIso", g.bonus_weight::text as weight, r.started_at as "startedAt"
     from casino_rounds r join casino_games g on g.id = r.game_id
       join accounts a on a.id = r.account_id join currencies c on c.id = a.currency_id
     where r.id = $1 and r.status = 'closed' and r.stake > 0`,
    [roundId],
  );
  return row ?? null;
}

/**
 * Counts a casino round closed just now towards the player's casino bonus being wagered: its stake times its
 * game's weight (`casino_games.bonus_weight`), once per round. Call in the transaction that closes the round.
 */
export async function countCasinoRound(tx: Queryable, round: ClosedRound): Promise<void> {
  // Most players wager no bonus: their rounds take no lock on the bonus account (as for coupons).
  if (!(await hasCasinoBonus(tx, round.userId))) return;
  const facts = await roundFacts(tx, round.id);
  if (!facts) return;
  await recordWager(tx, {
    userId: round.userId,
    source: 'casino',
    reference: `round:${facts.providerId}:${facts.providerRoundId}`,
    stake: facts.stake,
    currencyIso: facts.currencyIso,
    weight: facts.weight,
    placedAt: facts.startedAt,
  });
}
