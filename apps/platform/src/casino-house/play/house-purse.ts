import { HttpError } from '../../http/http-error';
import type { WalletClient } from '../../casino/wallet-contract/wallet-client';
import { WalletRefusal } from '../../casino/wallet-contract/wallet-client';
import type { Database } from '../../db/database';
import { fromCents } from '../money';
import type { HouseSession } from '../sessions/house-sessions';
import { moveDemoBalance, readSession } from '../sessions/house-sessions';

/**
 * Where a round's money goes: the player's account through the seamless wallet, or the demo session's play
 * money. Each method answers the balance after it.
 */
export interface HousePurse {
  bet(roundId: string, transactionId: string, cents: number): Promise<string>;
  pay(roundId: string, transactionId: string, cents: number, isFinal: boolean): Promise<string>;
  /** The balance now, when a call moved no money. */
  balance(): Promise<string>;
}

/** The wallet's refusal, passed on to the game page with its code (`insufficient_funds`, `player_banned`…). */
async function passingRefusals<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WalletRefusal && error.statusCode < 500) {
      throw new HttpError(error.statusCode, error.code, error.message);
    }
    throw error;
  }
}

const sure = (balance: string | null): string => {
  if (balance === null) throw new Error('The wallet answered no balance');
  return balance;
};

export function pursesFor(db: Database, wallet: WalletClient, session: HouseSession, gameId: string): HousePurse {
  if (session.mode === 'demo') {
    return {
      bet: (_roundId, _transactionId, cents) => moveDemoBalance(db, session.id, { stakeCents: cents, winCents: 0 }),
      pay: (_roundId, _transactionId, cents) => moveDemoBalance(db, session.id, { stakeCents: 0, winCents: cents }),
      balance: async () => (await readSession(db, session.id, true)).demoBalance ?? '0.00',
    };
  }
  return {
    bet: (roundId, transactionId, cents) =>
      passingRefusals(async () =>
        sure(
          (await wallet.debit({ token: session.launchToken, gameId, roundId, transactionId, amount: fromCents(cents) }))
            .balance,
        ),
      ),
    pay: (roundId, transactionId, cents, isFinal) =>
      passingRefusals(async () =>
        sure((await wallet.credit({ roundId, transactionId, amount: fromCents(cents), isFinal })).balance),
      ),
    balance: () => passingRefusals(async () => (await wallet.balance({ token: session.launchToken })).balance),
  };
}
