import type { BlackjackHand } from '../engines/blackjack';

/** A blackjack hand the player is still playing, with the seed that shuffled its shoe (revealed at its end). */
export interface PendingHand {
  roundId: string;
  /** The first stake, in cents. */
  stakeCents: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  hand: BlackjackHand;
}
