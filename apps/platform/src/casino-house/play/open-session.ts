import type { HouseSessionAnswer } from '@betfront/contract/casino-house';
import { WalletRefusal } from '../../casino/wallet-contract/wallet-client';
import { HttpError } from '../../http/http-error';
import { seedHash } from '../fairness/fair-rng';
import { fromCents, MAX_STAKE_CENTS, MIN_STAKE_CENTS } from '../money';
import { createSession, DEMO_BALANCE } from '../sessions/house-sessions';
import { unpaidFlightOf } from '../flights/flight-store';
import { flightAnswer } from '../flights/flights';
import { blackjackView } from './blackjack-view';
import type { HouseDeps } from './play-round';
import { readHouseGame } from './house-games';

/** Play money's name on the page. */
const DEMO_CURRENCY = 'FUN';

/** The game page opens its session: the wallet authenticates the launch token and says who plays with what. */
export async function openSession(deps: HouseDeps, token: string): Promise<HouseSessionAnswer> {
  let player;
  try {
    player = await deps.wallet.authenticate({ token });
  } catch (error) {
    if (error instanceof WalletRefusal && error.statusCode < 500) {
      throw new HttpError(error.statusCode, error.code, error.message);
    }
    throw error;
  }
  const game = await readHouseGame(deps.db, player.gameId, player.language);
  const session = await createSession(deps.db, {
    launchToken: token,
    gameId: game.id,
    mode: player.mode,
    playerRef: player.playerRef,
    currencyIso: player.currencyIso,
  });
  const flight = await unpaidFlightOf(deps.db, session.id);
  return {
    sessionId: session.id,
    mode: session.mode,
    game: {
      id: game.id,
      name: game.name,
      engine: game.engine,
      palette: game.settings.palette,
      symbols: game.settings.symbols,
    },
    currencyIso: player.currencyIso ?? DEMO_CURRENCY,
    balance: player.balance ?? DEMO_BALANCE,
    minStake: fromCents(MIN_STAKE_CENTS),
    maxStake: fromCents(MAX_STAKE_CENTS),
    fairness: {
      serverSeed: null,
      nextServerSeedHash: seedHash(session.serverSeed),
      clientSeed: session.clientSeed,
      nonce: session.nonce,
    },
    pending: session.pending
      ? {
          roundId: session.pending.roundId,
          stake: fromCents(session.pending.stakeCents),
          hand: blackjackView(session.pending.hand),
        }
      : null,
    flight: flight ? flightAnswer(flight, player.balance ?? DEMO_BALANCE, seedHash(session.serverSeed)) : null,
  };
}
