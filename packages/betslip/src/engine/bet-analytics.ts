import type { CouponState } from '@betfront/coupon';
import type { AnalyticsEvent } from '@betfront/contract/analytics';
import type { PlacedCoupon } from '@betfront/contract/bets';

type AnalyticsBet = Extract<AnalyticsEvent, { name: 'bet_placed' }>['bets'][number];

/** The analytics record of a placed coupon (site §3 "Bet analytics"). */
export function placedEvent(coupon: PlacedCoupon): AnalyticsEvent {
  return {
    name: 'bet_placed',
    couponId: coupon.id,
    bets: coupon.bets.map((bet) => ({
      sportId: bet.sportId,
      gameId: bet.gameId,
      champId: bet.champId,
      couponTypeId: coupon.typeId,
      coefficientId: bet.selectionId,
      isOneClick: coupon.isOneClick,
      promoCode: coupon.promoCode,
    })),
  };
}

/** The analytics record of a refused coupon; the champ comes from what the page told the coupon. */
export function errorEvent(
  state: CouponState,
  errorCode: string,
  isOneClick: boolean,
  promoCode: string | null,
  champIdByGameId: ReadonlyMap<string, number>,
): AnalyticsEvent {
  const bets: AnalyticsBet[] = state.bets.map((bet) => ({
    sportId: bet.market.sportId ?? 0,
    gameId: Number(bet.game.id),
    champId: champIdByGameId.get(bet.game.id) ?? 0,
    couponTypeId: state.typeId,
    coefficientId: bet.id,
    isOneClick,
    promoCode,
  }));
  return { name: 'bet_error', errorCode: errorCode.slice(0, 60), bets };
}
