import type { ExpressBoostTerms } from '../rules/express-boost';
import type { BetStatusId } from '../bet-status';
import type { CouponTypeId } from '../coupon-types';
import type { StoredCoupon } from '../persistence/stored-coupon';
import type { CouponGame, CouponMarket } from './coupon-bet';
import type { PlainSettingsPatch } from './coupon-settings';

/** A market as the line sends it: the coef may be a number. */
export type MarketInput = Omit<CouponMarket, 'coef' | 'exactCoef'> & {
  readonly coef: string | number;
  readonly exactCoef?: string | number;
};

/** What the line reports about a bet in the coupon; whether it is dependent, the coupon works out itself. */
export interface MarketUpdate {
  readonly betId: string;
  readonly coef?: string | number;
  readonly exactCoef?: string | number;
  readonly isLive?: boolean;
  readonly isBlocked?: boolean;
  readonly isBannedExpress?: boolean;
  /** A bet that may not be a banker stops being one. */
  readonly isDisabledBanker?: boolean;
  readonly statusId?: BetStatusId;
  readonly game?: Partial<Omit<CouponGame, 'id'>>;
}

export type CouponAction =
  | {
      readonly type: 'addBet';
      readonly market: MarketInput;
      readonly game: CouponGame;
      readonly source?: string;
      readonly pageType?: string;
      readonly manualBlockId?: number;
      /** Epoch milliseconds: the engine has no clock. */
      readonly now: number;
    }
  | { readonly type: 'removeBet'; readonly betId: string }
  | { readonly type: 'clear' }
  | { readonly type: 'setType'; readonly typeId: CouponTypeId }
  | { readonly type: 'setAmount'; readonly amount: string | number }
  | { readonly type: 'stepAmount'; readonly direction: 1 | -1 }
  | { readonly type: 'setBetAmount'; readonly betId: string; readonly amount: string | number }
  | { readonly type: 'setBlockAmount'; readonly blockId: number; readonly amount: string | number }
  | { readonly type: 'setSystemValue'; readonly systemValue: number }
  | { readonly type: 'toggleBanker'; readonly betId: string }
  | { readonly type: 'setBetBlock'; readonly betId: string; readonly blockId: number }
  | { readonly type: 'setPromoCodes'; readonly promoCodes: readonly string[] }
  | { readonly type: 'choosePromoCode'; readonly promoCode: string | null }
  | { readonly type: 'setManualPromoCode'; readonly promoCode: string }
  | {
      readonly type: 'selectAccount';
      readonly accountId: string;
      readonly isBonus: boolean;
      /** When the account's currency differs, the amount and step reset to that currency's defaults. */
      readonly currencyIso?: string;
    }
  | { readonly type: 'setOneClick'; readonly enabled: boolean }
  | { readonly type: 'confirmPending' }
  | { readonly type: 'cancelPending' }
  | { readonly type: 'setExactCoef'; readonly enabled: boolean }
  | { readonly type: 'setDropOnScoreChange'; readonly enabled: boolean }
  | { readonly type: 'setVipBet'; readonly enabled: boolean }
  | { readonly type: 'setAutoMax'; readonly enabled: boolean }
  | { readonly type: 'updateSettings'; readonly settings: PlainSettingsPatch }
  | {
      readonly type: 'setLimits';
      readonly minBetAmount: string | number | null;
      readonly maxBetAmount: string | number | null;
      readonly maxPayout?: string | null;
      readonly availablePrepaidAmount?: string | null;
      /** The coupon types the platform applies the minimum and the maximum to. */
      readonly minAmountTypeIds?: readonly number[];
      readonly maxAmountTypeIds?: readonly number[];
      readonly expressBoost?: ExpressBoostTerms | null;
    }
  | { readonly type: 'setPrepaidStake'; readonly enabled: boolean }
  | { readonly type: 'updateMarkets'; readonly updates: readonly MarketUpdate[] }
  | { readonly type: 'acceptCoefChanges' }
  | { readonly type: 'removeBonusBet' }
  | { readonly type: 'placeStarted'; readonly betIds: readonly string[] }
  | { readonly type: 'placeEnded'; readonly betIds: readonly string[] }
  | { readonly type: 'restore'; readonly stored: StoredCoupon; readonly isLoadedFromCode?: boolean };
