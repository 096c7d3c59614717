import type { CashOutOffer } from '@betfront/contract/cash-out';
import { parseSelectionId } from '../sportsbook/read/selection-id';

export interface OfferHubOptions {
  /** The player's offers of the coupons, priced now. */
  load(userId: number, couponIds: readonly number[]): Promise<CashOutOffer[]>;
  /** At most one pricing round per this many ms, however often prices move. */
  batchMs: number;
  onError(error: unknown): void;
}

interface Follower {
  userId: number;
  couponIds: readonly number[];
  send(offers: CashOutOffer[]): void;
  /** The games of the coupons' bets: a move of one of them may move a value. */
  gameIds: Set<number>;
  /** Each coupon's offer as last sent, to send only what changed. */
  sent: Map<number, string>;
}

const gamesOf = (offers: readonly CashOutOffer[]) =>
  new Set(offers.flatMap((offer) => offer.legs.flatMap((leg) => parseSelectionId(leg.selectionId)?.gameId ?? [])));

/**
 * Pushes sale values to the pages that follow them: each follower gets its coupons' offers at once, then, at
 * most once per batch, the offers that changed after a move of one of their games or a change of the coupon
 * itself (a sale, settlement), heard from any process.
 */
export function createOfferHub(options: OfferHubOptions) {
  const followers = new Set<Follower>();
  const changedGames = new Set<number>();
  const changedCoupons = new Set<number>();
  let everything = false;
  let timer: NodeJS.Timeout | null = null;
  let round: Promise<void> | null = null;
  let isClosed = false;

  /** Sends the follower's offers that changed since it was last sent them; the first time, all of them. */
  async function push(follower: Follower, isFirst = false): Promise<void> {
    const offers = await options.load(follower.userId, follower.couponIds);
    if (!followers.has(follower)) return;
    follower.gameIds = gamesOf(offers);
    const changed = offers.filter((offer) => {
      const json = JSON.stringify(offer);
      if (follower.sent.get(offer.couponId) === json) return false;
      follower.sent.set(offer.couponId, json);
      return true;
    });
    if (isFirst || changed.length > 0) follower.send(changed);
  }

  const touched = (follower: Follower) =>
    everything ||
    [...follower.gameIds].some((id) => changedGames.has(id)) ||
    follower.couponIds.some((id) => changedCoupons.has(id));

  async function runRound(): Promise<void> {
    const due = [...followers].filter(touched);
    changedGames.clear();
    changedCoupons.clear();
    everything = false;
    const results = await Promise.allSettled(due.map((follower) => push(follower)));
    for (const result of results) if (result.status === 'rejected') options.onError(result.reason);
  }

  /** The next round starts a batch after the last one started, and never while one runs. */
  function schedule(): void {
    if (timer || isClosed) return;
    timer = setTimeout(() => {
      round = runRound().finally(() => {
        round = null;
        timer = null;
        if (everything || changedGames.size > 0 || changedCoupons.size > 0) schedule();
      });
    }, options.batchMs);
    timer.unref();
  }

  return {
    gamesChanged(gameIds: readonly number[]): void {
      if (followers.size === 0) return;
      for (const id of gameIds) changedGames.add(id);
      schedule();
    },

    couponsChanged(couponIds: readonly number[]): void {
      if (followers.size === 0) return;
      for (const id of couponIds) changedCoupons.add(id);
      schedule();
    },

    /** Changes may have been missed: every follower's offers are priced again. */
    resync(): void {
      if (followers.size === 0) return;
      everything = true;
      schedule();
    },

    /** Starts following: the offers now, then their changes. Answers the call that stops. */
    follow(userId: number, couponIds: readonly number[], send: (offers: CashOutOffer[]) => void): () => void {
      const follower: Follower = { userId, couponIds, send, gameIds: new Set(), sent: new Map() };
      followers.add(follower);
      push(follower, true).catch(options.onError);
      return () => {
        followers.delete(follower);
      };
    },

    get size(): number {
      return followers.size;
    },

    async close(): Promise<void> {
      isClosed = true;
      if (timer) clearTimeout(timer);
      followers.clear();
      await round;
    },
  };
}
