import type { PlaceVirtualBetBody } from '@betfront/contract/virtual';
import type { Database, Queryable } from '../db/database';
import { accountBalance } from '../betting/betting-account';
import { toCents } from '../cash-out/cents';
import { mainAccount } from '../draws/main-account';
import { takeStake } from '../ledger/take-stake';
import { couponSportId } from './coupon-games';
import { findVirtualGame, lockRoundForBet } from './virtual-repository';
import type { RoundRecord, VirtualGameRecord } from './virtual-repository';
import { findBetByRequest, readVirtualBet } from './virtual-reads';
import { VirtualRefusal } from './virtual-refusal';

export interface PlaceContext {
  countryCode: string | null;
  russian: boolean;
  now?: Date;
}

/** Thrown inside the transaction when a concurrent retry of the same request placed the bet first. */
class AlreadyPlaced extends Error {}

async function answerFor(db: Queryable, betId: number, accountId: number, russian: boolean) {
  const bet = await readVirtualBet(db, betId, russian);
  if (!bet) throw new Error(`The bet ${betId} has just been placed but cannot be read`);
  return { bet, balance: await accountBalance(db, accountId) };
}

/** A retry answers the bet it placed; the same request id with another bet is refused. */
async function replay(db: Database, userId: number, body: PlaceVirtualBetBody, russian: boolean) {
  const placed = await findBetByRequest(db, userId, body.requestId);
  if (!placed) return null;
  const same =
    placed.roundId === body.roundId &&
    placed.market === body.market &&
    placed.outcome === body.outcome &&
    placed.stake === body.stake;
  if (!same) throw new VirtualRefusal(409, 'request_id_reused', 'This request id was already used for another bet');
  return answerFor(db, placed.id, placed.accountId, russian);
}

/** The checks of a bet against its round, in the order a player would fix them. */
function checkBet(game: VirtualGameRecord, round: RoundRecord, body: PlaceVirtualBetBody, now: Date): void {
  if (!game.isActive || round.seed !== null || round.closesAt.getTime() <= now.getTime()) {
    throw new VirtualRefusal(409, 'round_closed', 'Bets on this round are closed');
  }
  if (couponSportId(game.kind) !== null) {
    throw new VirtualRefusal(409, 'bet_in_coupon', 'This match is bet through the coupon of the sportsbook');
  }
  const outcome = round.markets
    .find((market) => market.id === body.market)
    ?.outcomes.find((candidate) => candidate.id === body.outcome);
  if (!outcome) throw new VirtualRefusal(422, 'outcome_not_found', 'This round has no such outcome');
  if (outcome.odds !== body.odds) {
    throw new VirtualRefusal(409, 'odds_changed', `The odds are ${outcome.odds}`, { odds: outcome.odds });
  }
  const stake = toCents(body.stake);
  if (stake < toCents(game.minStake)) {
    throw new VirtualRefusal(422, 'stake_below_minimum', `The least stake is ${game.minStake}`, {
      minStake: game.minStake,
    });
  }
  if (stake > toCents(game.maxStake)) {
    throw new VirtualRefusal(422, 'stake_above_maximum', `The most stake is ${game.maxStake}`, {
      maxStake: game.maxStake,
    });
  }
}

/**
 * Places a single bet on a round still taking bets, from the player's main account: in one transaction — the round
 * share-locked, so it cannot be played meanwhile — checks the outcome, the odds shown and the stake limits, passes
 * the money gate and debits the stake through the ledger.
 */
export async function placeVirtualBet(db: Database, userId: number, body: PlaceVirtualBetBody, context: PlaceContext) {
  const earlier = await replay(db, userId, body, context.russian);
  if (earlier) return earlier;
  const now = context.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      const round = await lockRoundForBet(tx, body.roundId);
      if (!round) throw new VirtualRefusal(404, 'round_not_found', `There is no round ${body.roundId}`);
      const game = await findVirtualGame(tx, round.gameId);
      if (!game) throw new Error(`The round ${round.id} has no game`);
      checkBet(game, round, body, now);
      const account = await mainAccount(tx, userId);
      const stake = await takeStake(tx, {
        userId,
        accountId: account.id,
        countryCode: context.countryCode,
        amount: body.stake,
        reference: (betId) => `virtual:${betId}`,
        note: `${game.slug} round ${round.id}`,
        record: async () => {
          const [inserted] = await tx.query<{ id: number }>(
            `insert into virtual_bets (round_id, user_id, account_id, request_id, market, outcome, odds, stake,
               currency_iso)
             values ($1, $2, $3, $4, $5, $6, $7::numeric, $8::numeric, $9)
             on conflict (user_id, request_id) do nothing returning id`,
            [
              round.id,
              userId,
              account.id,
              body.requestId,
              body.market,
              body.outcome,
              body.odds,
              body.stake,
              account.currencyIso,
            ],
          );
          return inserted?.id ?? null;
        },
      });
      if (stake.status === 'recorded-before') throw new AlreadyPlaced();
      if (stake.status === 'insufficient') {
        throw new VirtualRefusal(402, 'insufficient_funds', `The account does not hold ${body.stake}`);
      }
      return answerFor(tx, stake.recordId, account.id, context.russian);
    });
  } catch (error) {
    if (!(error instanceof AlreadyPlaced)) throw error;
    const placed = await replay(db, userId, body, context.russian);
    if (!placed) throw new Error(`The bet of request ${body.requestId} is neither placed nor missing`);
    return placed;
  }
}
