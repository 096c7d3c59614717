import type { CoefChangeAction } from '../coef-change-policy';

export interface CouponSettings {
  readonly amountStepByCurrencyIso: Readonly<Record<string, string>>;
  readonly isManualAmountStep: boolean;
  readonly changeCoefAction: CoefChangeAction;
  readonly isAutoMax: boolean;
  readonly isVipBet: boolean;
  readonly isBalanceShown: boolean;
  readonly isPossibleWinShown: boolean;
  readonly isSelectAccountShown: boolean;
  readonly isCouponFixed: boolean;
  readonly oneClickAmount: string | null;
  readonly isActiveOneClick: boolean;
  readonly exactCoef: boolean;
  readonly isDropOnScoreChange: boolean;
  readonly expressId: string | null;
  readonly bonusAccountOneClickAmount: string | null;
}

/** changeCoefAction 2 (accept on increase) is the spec's default; the others are ours. */
export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: 2,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: null,
  isActiveOneClick: false,
  exactCoef: false,
  isDropOnScoreChange: false,
  expressId: null,
  bonusAccountOneClickAmount: null,
};

/** The settings with no coupling to others; the coupled ones have their own actions. */
export type PlainSettingsPatch = Partial<
  Pick<
    CouponSettings,
    | 'amountStepByCurrencyIso'
    | 'isManualAmountStep'
    | 'changeCoefAction'
    | 'isBalanceShown'
    | 'isPossibleWinShown'
    | 'isSelectAccountShown'
    | 'isCouponFixed'
    | 'oneClickAmount'
    | 'expressId'
    | 'bonusAccountOneClickAmount'
  >
>;
