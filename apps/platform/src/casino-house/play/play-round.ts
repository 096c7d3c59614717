import { randomUUID } from 'node:crypto';
import type { HouseActionBody, HouseRoundAnswer, HouseRoundBody } from '@betfront/contract/casino-house';
import type { WalletClient } from '../../casino/wallet-contract/wallet-client';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { actBlackjack, dealBlackjack, mayAct, shuffleShoe } from '../engines/blackjack';
import { fairRng, seedHash } from '../fairness/fair-rng';
import { fromCents, readStake, winCents } from '../money';
import type { HouseSession } from '../sessions/house-sessions';
import { claimRound, claimVersion, readSession, savePending } from '../sessions/house-sessions';
import type { PendingHand } from '../sessions/pending-hand';
import { blackjackView } from './blackjack-view';
import { pursesFor } from './house-purse';
import { readHouseGame } from './house-games';
import { checkRoundInput, playInstantRound } from './instant-rounds';
import { multiplierHundredths } from './multiplier';
import { takeOff } from '../flights/flights';

export interface HouseDeps {
  db: Database;
  wallet: WalletClient;
}

/** The seed of the next round, whose hash the player sees before betting. */
async function nextSeedHash(db: Database, sessionId: string): Promise<string> {
  return seedHash((await readSession(db, sessionId)).serverSeed);
}

/**
 * A paid round: the stake is taken first (through the wallet, or from play money), then the outcome drawn
 * from the round's provably fair seed is paid, and the round closes. Blackjack deals a hand that the player
 * then plays with actions; a crash round takes off and waits for the player's cash-out.
 */
export async function playRound(deps: HouseDeps, sessionId: string, body: HouseRoundBody): Promise<HouseRoundAnswer> {
  const session = await readSession(deps.db, sessionId);
  const game = await readHouseGame(deps.db, session.gameId, 'en');
  const stakeCents = readStake(body.stake);
  checkRoundInput(game.engine, body);
  if (game.engine === 'crash') {
    return takeOff(deps, session, stakeCents, body.target === undefined ? null : multiplierHundredths(body.target));
  }
  const claimed = await claimRound(deps.db, session);
  const rng = fairRng(claimed.serverSeed, claimed.clientSeed, claimed.nonce);
  const roundId = randomUUID();
  const purse = pursesFor(deps.db, deps.wallet, session, session.gameId);
  let balance = await purse.bet(roundId, `${roundId}:bet`, stakeCents);

  if (game.engine === 'blackjack') {
    const hand = dealBlackjack(shuffleShoe(rng));
    const pending: PendingHand = { roundId, stakeCents, ...claimed, hand };
    return finishHand(deps, session, pending, balance, claimed.nextServerSeed);
  }

  const result = playInstantRound(game.engine, rng, body);
  const win = winCents(stakeCents, result.multiplierHundredths);
  balance = await purse.pay(roundId, `${roundId}:win`, win, true);
  return {
    roundId,
    stake: fromCents(stakeCents),
    win: fromCents(win),
    isOver: true,
    balance,
    outcome: result.outcome,
    fairness: {
      serverSeed: claimed.serverSeed,
      nextServerSeedHash: seedHash(claimed.nextServerSeed),
      clientSeed: claimed.clientSeed,
      nonce: claimed.nonce,
    },
  };
}

/** Pays a hand that has ended and forgets it, or keeps it for the player's next action. */
async function finishHand(
  deps: HouseDeps,
  session: HouseSession,
  pending: PendingHand,
  balanceNow: string,
  nextServerSeed: string | null,
): Promise<HouseRoundAnswer> {
  const { hand, roundId, stakeCents } = pending;
  const isOver = hand.multiplierHundredths !== null;
  let balance = balanceNow;
  let win = 0;
  if (isOver) {
    win = winCents(stakeCents, hand.multiplierHundredths ?? 0);
    balance = await pursesFor(deps.db, deps.wallet, session, session.gameId).pay(roundId, `${roundId}:win`, win, true);
  }
  await savePending(deps.db, session.id, isOver ? null : pending);
  return {
    roundId,
    stake: fromCents(stakeCents * (hand.isDoubled ? 2 : 1)),
    win: fromCents(win),
    isOver,
    balance,
    outcome: blackjackView(hand),
    fairness: {
      serverSeed: isOver ? pending.serverSeed : null,
      nextServerSeedHash: nextServerSeed ? seedHash(nextServerSeed) : await nextSeedHash(deps.db, session.id),
      clientSeed: pending.clientSeed,
      nonce: pending.nonce,
    },
  };
}

/** The player's action on the hand in play: hit, stand, or double (a second stake of the same amount). */
export async function actOnHand(deps: HouseDeps, sessionId: string, body: HouseActionBody): Promise<HouseRoundAnswer> {
  const session = await readSession(deps.db, sessionId);
  const pending = session.pending;
  if (!pending) throw new HttpError(409, 'no_hand_in_play', 'Deal a hand first');
  if (!mayAct(pending.hand, body.action))
    throw new HttpError(409, 'action_not_allowed', 'That move is not allowed now');
  await claimVersion(deps.db, session);
  let balance: string | null = null;
  if (body.action === 'double') {
    const purse = pursesFor(deps.db, deps.wallet, session, session.gameId);
    balance = await purse.bet(pending.roundId, `${pending.roundId}:double`, pending.stakeCents);
  }
  const shoe = shuffleShoe(fairRng(pending.serverSeed, pending.clientSeed, pending.nonce));
  const hand = actBlackjack(pending.hand, shoe, body.action);
  return finishHand(
    deps,
    session,
    { ...pending, hand },
    balance ?? (await pursesFor(deps.db, deps.wallet, session, session.gameId).balance()),
    null,
  );
}
