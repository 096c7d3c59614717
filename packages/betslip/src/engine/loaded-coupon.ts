import { BET_STATUS, isCouponTypeId } from '@betfront/coupon';
import type { CouponBet, StoredCoupon } from '@betfront/coupon';
import { MARKET_KINDS } from '@betfront/contract/sportsbook';
import type { LoadedCoupon } from './bets-api';

type LoadedBet = LoadedCoupon['bets'][number];

function couponBet(bet: LoadedBet & { coef: string }, blockId: number): CouponBet {
  return {
    id: bet.id,
    market: {
      id: bet.id,
      coef: bet.coef,
      sportId: bet.sportId,
      kind: MARKET_KINDS.indexOf(bet.kind),
      isLive: bet.isLive,
      // A race names only the horse picked.
      gameName: [bet.home, bet.away].filter(Boolean).join(' — '),
      champName: bet.champName,
    },
    game: {
      id: String(bet.gameId),
      startAt: Date.parse(bet.startAt),
      opponent1: bet.home,
      opponent2: bet.away,
      isLive: bet.isLive,
      isFinished: bet.isFinished,
    },
    blockId,
    statusId: BET_STATUS.notCalculated,
    isBanker: bet.isBanker,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
  };
}

const isOffered = (bet: LoadedBet): bet is LoadedBet & { coef: string } => bet.coef !== null && !bet.isFinished;

/** A saved coupon as the coupon restores it: the selections offered now, and apart the ones that are not. */
export function restoredFromCode(
  loaded: LoadedCoupon,
  now: number,
): { stored: StoredCoupon; unavailable: LoadedBet[] } {
  const bets = loaded.bets.filter(isOffered).map(couponBet);
  return {
    stored: {
      bets,
      addedAtByBetId: Object.fromEntries(bets.map((bet) => [bet.id, now])),
      typeId: isCouponTypeId(loaded.typeId) ? loaded.typeId : 0,
      systemValue: loaded.systemValue ?? 2,
    },
    unavailable: loaded.bets.filter((bet) => !isOffered(bet)),
  };
}
