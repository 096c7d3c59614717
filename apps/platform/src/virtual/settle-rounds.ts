import type { VirtualResult } from '@betfront/contract/virtual';
import type { Database, Queryable } from '../db/database';
import { fromCents, toCents } from '../cash-out/cents';
import { announceDrawChange } from '../draws/draw-feed';
import { newDrawSeed, seededStream } from '../draws/draw-numbers';
import { creditPlayer } from '../ledger/player-movements';
import { GAME_KINDS } from './kinds';
import type { RoundRecord } from './virtual-repository';
import { claimDueRound, findVirtualGame, recordRoundResult } from './virtual-repository';

interface BetToSettle {
  id: number;
  userId: number;
  accountId: number;
  market: string;
  outcome: string;
  odds: string;
  stake: string;
  currencyIso: string;
}

/** What a winning bet pays: stake × odds, rounded down to the cent. */
export const winningsOf = (stake: string, odds: string): string => fromCents((toCents(stake) * toCents(odds)) / 100n);

async function settleBet(tx: Queryable, bet: BetToSettle, result: VirtualResult): Promise<void> {
  const won = result.winners.includes(`${bet.market}:${bet.outcome}`);
  const payout = won ? winningsOf(bet.stake, bet.odds) : '0.00';
  await tx.query('update virtual_bets set payout = $2::numeric where id = $1 and payout is null', [bet.id, payout]);
  if (!won) return;
  await creditPlayer(tx, {
    kind: 'win',
    reference: `virtual:${bet.id}`,
    userId: bet.userId,
    accountId: bet.accountId,
    amount: payout,
    currencyIso: bet.currencyIso,
    house: 'bets',
  });
}

/** Plays the claimed round from a fresh seed and settles its bets, in the claim's transaction. */
async function playAndSettle(tx: Queryable, round: RoundRecord, now: Date): Promise<void> {
  const game = await findVirtualGame(tx, round.gameId);
  if (!game) throw new Error(`The round ${round.id} has no game`);
  const seed = newDrawSeed();
  const result = GAME_KINDS[game.kind].play(round.runners, seededStream(seed));
  await recordRoundResult(tx, round.id, seed, result, now);
  const bets = await tx.query<BetToSettle>(
    `select id, user_id as "userId", account_id as "accountId", market, outcome, odds::text, stake::text,
       currency_iso as "currencyIso" from virtual_bets where round_id = $1 and payout is null order by id`,
    [round.id],
  );
  for (const bet of bets) await settleBet(tx, bet, result);
  await announceDrawChange(tx, `virtual:${game.slug}`);
}

/**
 * Plays every round whose end has come, each in its own transaction that claims it: a round is played and its
 * bets paid once, however many processes run this at once. Answers how many it played.
 */
export async function settleDueRounds(db: Database, now: Date = new Date()): Promise<number> {
  let played = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const round = await claimDueRound(tx, now);
      if (!round) return false;
      await playAndSettle(tx, round, now);
      return true;
    });
    if (!done) return played;
    played += 1;
  }
}
