import {
  BONUS_BET_ID,
  COUPON_TYPE,
  isBetLive,
  selectBonusBet,
  selectCoefByView,
  selectExpressBoost,
  selectIsVipBet,
  selectPrepaidAmount,
  selectPromoCode,
} from '@betfront/coupon';
import type { CouponBet, CouponState } from '@betfront/coupon';
import type { PlaceCouponBody } from '@betfront/contract/bets';

/** The platform prices with 2 decimals; a coef from the line already has them, so cutting loses nothing. */
export function coefWithTwoPlaces(coef: string): string {
  const [whole = '0', fraction = ''] = coef.split('.');
  return `${whole}.${(fraction + '00').slice(0, 2)}`;
}

export type PlaceDraft = Omit<PlaceCouponBody, 'requestId'>;

/** The score of a live bet's game as the player sees it: the platform refuses a goal since under drop-on-score-change. */
function seenScore(bet: CouponBet): { score: { home: number; away: number } } | Record<string, never> {
  const { score1, score2 } = bet.game;
  return isBetLive(bet) && score1 !== undefined && score2 !== undefined
    ? { score: { home: score1, away: score2 } }
    : {};
}

/** The coupon as POST /web-api/bets/place takes it, without the attempt's request id. */
export function placeDraft(state: CouponState, options: { isOneClick: boolean; coefViewId: number }): PlaceDraft {
  const accountId = state.accountId === null ? Number.NaN : Number(state.accountId);
  return {
    ...(Number.isInteger(accountId) && accountId > 0 ? { accountId } : {}),
    typeId: state.typeId,
    amount: state.amount,
    amountByBlockId: state.typeId === COUPON_TYPE.conditional ? { ...state.amountByBlockId } : {},
    amountByBetId: state.typeId === COUPON_TYPE.manySingles ? { ...state.amountByBetId } : {},
    bets: state.bets
      .filter((bet) => bet.id !== BONUS_BET_ID)
      .map((bet) => ({
        id: bet.id,
        coef: coefWithTwoPlaces(bet.market.coef),
        ...(state.typeId === COUPON_TYPE.system ? { isBanker: bet.isBanker } : {}),
        ...(state.typeId === COUPON_TYPE.conditional ? { blockId: bet.blockId } : {}),
        ...seenScore(bet),
      })),
    systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : null,
    changeCoefAction: state.settings.changeCoefAction,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    coefViewId: options.coefViewId,
    coefByView: selectCoefByView(state, options.coefViewId),
    isVipBet: selectIsVipBet(state),
    isBonusBet: selectBonusBet(state) !== null,
    isOneClick: options.isOneClick,
    promoCode: selectPromoCode(state),
    prepaidAmount: selectPrepaidAmount(state),
    hyperBonusPercent: selectExpressBoost(state)?.percent ?? null,
  };
}
