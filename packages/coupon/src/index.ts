export { quote } from './quote';
export { coefInView, isCoefViewShown } from './coef-in-view';
export { settle, isCouponSettled } from './settle';
export {
  cashOutShare,
  cashOutValue,
  MAX_ENUMERATED_OPEN_LEGS,
  type CashOutBetInput,
  type CashOutValue,
  type CashOutValueInput,
} from './cash-out-value';
export { CouponError, type CouponErrorCode } from './coupon-error';
export type { AmountInput, CouponBetInput, QuoteInput, QuoteResult, SettleInput, SettleResult } from './coupon-input';
export { MAX_COUPON_BETS } from './normalize-coupon';
export {
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  BETS_COUNT_RANGE,
  TYPES_WITH_BLOCKS,
  isCouponTypeId,
  typeAcceptsBetsCount,
  type CouponTypeId,
} from './coupon-types';
export { BET_STATUS, isBetStatusId, isSettledStatus, type BetStatusId } from './bet-status';
export { antiExpressCoef } from './types/anti-express';
export { elementarySymmetricSum, binomial } from './symmetric-sums';
export { systemOptions, type SystemOption } from './system-options';
export {
  betLockReason,
  isBetLive,
  isBetFinished,
  isBetLocked,
  type BetConditionSubject,
  type BetLockReason,
} from './bet-conditions';
export {
  COEF_CHANGE_ACTION,
  coefChangeDecision,
  isCoefChangeAction,
  type CoefChangeAction,
} from './coef-change-policy';
export {
  AMOUNT_DEFAULTS_BY_CURRENCY,
  FALLBACK_CURRENCY,
  amountDefaults,
  type AmountDefaults,
  type AmountStepSettings,
} from './rules/amount-defaults';
export { isBelowMinimum, isAboveMaximum, type MinimumCheck, type MaximumCheck } from './rules/amount-limits';
export { blockMaxAmounts, type BlockStake } from './rules/block-max-amounts';
export {
  BONUS_BET_ID,
  BONUS_BET_MIN_BETS,
  bonusBetCoef,
  isBonusBetEligible,
  type BonusBetEligibility,
  type BonusBetSubject,
} from './rules/bonus-bet';
export {
  TYPES_OF_SEPARATE_BETS,
  dependentBetIds,
  sameGameBetIds,
  typeCombinesBets,
  type DependencySubject,
} from './rules/dependent-bets';
export {
  expressBoostAmount,
  expressBoostPercent,
  qualifyingPicks,
  type ExpressBoostSubject,
  type ExpressBoostTerms,
  type ExpressBoostTier,
} from './rules/express-boost';
export { isVipAvailable, type VipAvailabilityInput } from './rules/vip-bet';
export { legCoef, type CouponBet, type CouponGame, type CouponMarket } from './state/coupon-bet';
export { DEFAULT_COUPON_SETTINGS, type CouponSettings, type PlainSettingsPatch } from './state/coupon-settings';
export {
  DEFAULT_COUPON_CONFIG,
  initialCouponState,
  type CouponConfig,
  type CouponState,
  type InitialCouponOptions,
} from './state/coupon-state';
export type { CouponAction, MarketInput, MarketUpdate } from './state/coupon-actions';
export { couponReducer } from './state/coupon-reducer';
export { selectPayableWin, selectPrepaidAmount } from './state/payout-selectors';
export { selectExpressBoost, selectStakeLimits, type ExpressBoostView } from './state/limit-selectors';
export {
  selectAmountError,
  selectAvailableTypes,
  selectBlocks,
  selectBonusBet,
  selectCanPlace,
  selectCoefByView,
  selectCouponToPlace,
  selectHasUnconfirmedCoefChanges,
  selectIsVipAvailable,
  selectIsPlacing,
  selectIsVipBet,
  selectLockedBetIds,
  selectPromoCode,
  selectQuote,
  selectQuoteInput,
  selectSystemOptions,
  type CouponToPlace,
  type QuoteOutcome,
} from './state/coupon-selectors';
export { COUPON_SETTINGS_STORAGE_KEY, storedChangeCoefAction } from './persistence/stored-change-policy';
export {
  EMPTY_STORED_COUPON,
  parseStoredCoupon,
  serializeCoupon,
  type StoredCoupon,
} from './persistence/stored-coupon';
export {
  LINE_REMINDER_DELAY_MS,
  LIVE_REMINDER_DELAY_MS,
  isReminderClosed,
  reminderStatus,
  scheduleReminder,
  type CouponReminder,
  type ReminderSubject,
} from './reminder';
