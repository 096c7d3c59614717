import { COUPON_TYPE, COUPON_TYPE_IDS, type CouponTypeId } from '../coupon-types';
import { amountDefaults } from '../rules/amount-defaults';
import type { StoredCoupon } from '../persistence/stored-coupon';
import type { ExpressBoostTerms } from '../rules/express-boost';
import type { CouponBet } from './coupon-bet';
import { DEFAULT_COUPON_SETTINGS, type CouponSettings } from './coupon-settings';
import { withBets } from './coupon-shape';

/** What the site configures for the coupon. */
export interface CouponConfig {
  readonly isVipBetEnabled: boolean;
  readonly isBonusBetAllowed: boolean;
  /** The coupon types a minimum amount applies to. */
  readonly minAmountTypeIds: readonly CouponTypeId[];
  /** The coupon types a maximum amount applies to. */
  readonly maxAmountTypeIds: readonly CouponTypeId[];
  /** A coupon turned into a system starts with its first pick as the banker (site §3 "system banker on by default"). */
  readonly isSystemBankerOnByDefault: boolean;
}

export const DEFAULT_COUPON_CONFIG: CouponConfig = {
  isVipBetEnabled: false,
  isBonusBetAllowed: false,
  minAmountTypeIds: COUPON_TYPE_IDS,
  maxAmountTypeIds: COUPON_TYPE_IDS,
  isSystemBankerOnByDefault: false,
};

export interface CouponState {
  readonly typeId: CouponTypeId;
  readonly bets: readonly CouponBet[];
  /** Epoch milliseconds at which each bet was added. */
  readonly addedAtByBetId: Readonly<Record<string, number>>;
  readonly accountId: string | null;
  readonly isBonusAccount: boolean;
  readonly currencyIso: string;
  /** Money as canonical decimal strings. */
  readonly amount: string;
  readonly amountByBlockId: Readonly<Record<string, string>>;
  readonly amountByBetId: Readonly<Record<string, string>>;
  readonly initialAmount: string;
  readonly amountStep: string;
  readonly minBetAmount: string | null;
  readonly maxBetAmount: string | null;
  /** The most one coupon pays: a larger win is cut to it (site §3 `maxPayout`). */
  readonly maxPayout: string | null;
  /** The free bets the player may stake (site §3 `availablePrepaidAmount`). */
  readonly availablePrepaidAmount: string | null;
  /** The player stakes from the free bets, as much of the stake as they cover. */
  readonly isPrepaidStake: boolean;
  /** The operator's accumulator boost in the account's currency; null when none applies. */
  readonly expressBoost: ExpressBoostTerms | null;
  readonly systemValue: number;
  readonly promoCode: string | null;
  readonly manualPromoCode: string;
  readonly promoCodes: readonly string[];
  readonly settings: CouponSettings;
  readonly config: CouponConfig;
  readonly isBonusBetManuallyDeleted: boolean;
  readonly isLoadedFromCode: boolean;
  /** An action that waits for the player's yes or no. */
  readonly pendingConfirmation: 'enableOneClick' | null;
  /**
   * The bets being placed now (site §3 `activePlaceBetIds`): none of them is sent again until the platform
   * answers, so a second press or a one-click tap on a bet in flight places nothing.
   */
  readonly activePlaceBetIds: readonly string[];
}

export interface InitialCouponOptions {
  readonly currencyIso?: string;
  readonly accountId?: string | null;
  readonly isBonusAccount?: boolean;
  readonly config?: Partial<CouponConfig>;
  readonly settings?: Partial<CouponSettings>;
  /** A coupon read back from local storage (see parseStoredCoupon). */
  readonly stored?: StoredCoupon;
}

export function initialCouponState(options: InitialCouponOptions = {}): CouponState {
  const currencyIso = (options.currencyIso ?? 'RUB').toUpperCase();
  const settings = { ...DEFAULT_COUPON_SETTINGS, ...options.settings };
  const { initialAmount, amountStep } = amountDefaults(currencyIso, settings);
  const empty: CouponState = {
    typeId: COUPON_TYPE.single,
    bets: [],
    addedAtByBetId: {},
    accountId: options.accountId ?? null,
    isBonusAccount: options.isBonusAccount ?? false,
    currencyIso,
    amount: initialAmount,
    amountByBlockId: {},
    amountByBetId: {},
    initialAmount,
    amountStep,
    minBetAmount: null,
    maxBetAmount: null,
    maxPayout: null,
    availablePrepaidAmount: null,
    isPrepaidStake: false,
    expressBoost: null,
    systemValue: 2,
    promoCode: null,
    manualPromoCode: '',
    promoCodes: [],
    settings,
    config: { ...DEFAULT_COUPON_CONFIG, ...options.config },
    isBonusBetManuallyDeleted: false,
    isLoadedFromCode: false,
    pendingConfirmation: null,
    activePlaceBetIds: [],
  };
  return options.stored === undefined ? empty : restoreStoredCoupon(empty, options.stored);
}

export function restoreStoredCoupon(state: CouponState, stored: StoredCoupon): CouponState {
  return withBets(
    { ...state, typeId: stored.typeId, systemValue: stored.systemValue, addedAtByBetId: stored.addedAtByBetId },
    stored.bets,
  );
}
