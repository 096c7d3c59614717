import { BET_STATUS } from '../bet-status';
import { isCoefChangeAction } from '../coef-change-policy';
import { COUPON_TYPE, TYPES_WITH_BLOCKS, isCouponTypeId } from '../coupon-types';
import { ZERO, parseDecimal } from '../decimal';
import { MAX_COUPON_BETS } from '../normalize-coupon';
import { amountDefaults } from '../rules/amount-defaults';
import type { CouponAction } from './coupon-actions';
import type { CouponBet } from './coupon-bet';
import type { CouponSettings } from './coupon-settings';
import { nonBankersCount, typeFitsBets, withBets } from './coupon-shape';
import { restoreStoredCoupon, type CouponState } from './coupon-state';
import { acceptCoefChanges, applyMarketUpdates } from './market-updates';

/** A valid amount (not negative, at most 2 decimal places) as a canonical string, else null. */
function money(value: string | number | null): string | null {
  const amount = parseDecimal(value);
  return amount === null || amount.isNegative() || amount.decimalPlaces() > 2 ? null : amount.toFixed();
}

function isBlockId(value: number | undefined): value is number {
  return Number.isInteger(value) && (value as number) >= 0;
}

function coef(value: string | number | undefined): string | null {
  const parsed = parseDecimal(value);
  return parsed !== null && parsed.greaterThanOrEqualTo(1) ? parsed.toFixed() : null;
}

function newBet(state: CouponState, action: CouponAction & { type: 'addBet' }): CouponBet | null {
  const { market, game } = action;
  const marketCoef = coef(market.coef);
  if (marketCoef === null || market.id === '' || state.bets.some((bet) => bet.id === market.id)) return null;
  const exactCoef = coef(market.exactCoef) ?? undefined;
  const { exactCoef: _, ...rest } = market;
  const nextBlockId = Math.max(-1, ...state.bets.map((bet) => bet.blockId)) + 1;
  return {
    id: market.id,
    market: { ...rest, coef: marketCoef, ...(exactCoef === undefined ? {} : { exactCoef }) },
    game,
    blockId: isBlockId(action.manualBlockId) ? action.manualBlockId : nextBlockId,
    statusId: BET_STATUS.notCalculated,
    isBanker: false,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    ...(action.source === undefined ? {} : { source: action.source }),
    ...(action.pageType === undefined ? {} : { pageType: action.pageType }),
  };
}

function withSettings(state: CouponState, patch: Partial<CouponSettings>): CouponState {
  return { ...state, settings: { ...state.settings, ...patch } };
}

/** Auto-max keeps the amount at the max bet amount while one is known. */
function withAutoMax(state: CouponState): CouponState {
  return state.settings.isAutoMax && state.maxBetAmount !== null ? { ...state, amount: state.maxBetAmount } : state;
}

function cleared(state: CouponState): CouponState {
  return { ...withBets(state, []), typeId: COUPON_TYPE.single, systemValue: 2, amountByBlockId: {}, amountByBetId: {} };
}

function setSystemValue(state: CouponState, value: number): CouponState {
  const max = state.typeId === COUPON_TYPE.system ? nonBankersCount(state.bets) - 1 : Infinity;
  return Number.isInteger(value) && value >= 2 && value <= max ? { ...state, systemValue: value } : state;
}

function toggleBanker(state: CouponState, betId: string): CouponState {
  const bet = state.bets.find((item) => item.id === betId);
  if (state.typeId !== COUPON_TYPE.system || bet === undefined || (!bet.isBanker && bet.isDisabledBanker)) return state;
  const bets = state.bets.map((item) => (item.id === betId ? { ...item, isBanker: !item.isBanker } : item));
  return typeFitsBets(COUPON_TYPE.system, bets) ? withBets(state, bets) : state;
}

/**
 * Under the operator's "system banker on by default", a coupon turned into a system starts with its first pick
 * that may be a banker as the banker, when enough picks are left for the system; the player may untick it.
 */
function withDefaultBanker(state: CouponState): CouponState {
  if (!state.config.isSystemBankerOnByDefault || state.bets.some((bet) => bet.isBanker)) return state;
  const banker = state.bets.find((bet) => !bet.isDisabledBanker);
  if (banker === undefined) return state;
  const bets = state.bets.map((bet) => (bet === banker ? { ...bet, isBanker: true } : bet));
  return typeFitsBets(COUPON_TYPE.system, bets) ? withBets(state, bets) : state;
}

function selectAccount(state: CouponState, action: CouponAction & { type: 'selectAccount' }): CouponState {
  const next = { ...state, accountId: action.accountId, isBonusAccount: action.isBonus };
  const currencyIso = action.currencyIso?.toUpperCase();
  if (currencyIso === undefined || currencyIso === state.currencyIso) return next;
  const { initialAmount, amountStep } = amountDefaults(currencyIso, state.settings);
  return withAutoMax({ ...next, currencyIso, initialAmount, amountStep, amount: initialAmount });
}

function stepAmount(state: CouponState, direction: 1 | -1): CouponState {
  const amount = parseDecimal(state.amount) ?? ZERO;
  const step = parseDecimal(state.amountStep) ?? ZERO;
  const next = amount.plus(step.times(direction));
  return withSettings({ ...state, amount: (next.isNegative() ? ZERO : next).toFixed() }, { isAutoMax: false });
}

export function couponReducer(state: CouponState, action: CouponAction): CouponState {
  switch (action.type) {
    case 'addBet': {
      if (state.bets.length >= MAX_COUPON_BETS) return state;
      const bet = newBet(state, action);
      if (bet === null) return state;
      const next = withBets(state, [...state.bets, bet]);
      return { ...next, addedAtByBetId: { ...next.addedAtByBetId, [bet.id]: action.now } };
    }
    case 'removeBet': {
      if (!state.bets.some((bet) => bet.id === action.betId)) return state;
      const bets = state.bets.filter((bet) => bet.id !== action.betId);
      return bets.length === 0 ? cleared(state) : withBets(state, bets);
    }
    case 'clear':
      return cleared(state);
    case 'setType': {
      if (!typeFitsBets(action.typeId, state.bets)) return state;
      const next = withBets({ ...state, typeId: action.typeId }, state.bets);
      const becomesSystem = action.typeId === COUPON_TYPE.system && state.typeId !== COUPON_TYPE.system;
      return becomesSystem ? withDefaultBanker(next) : next;
    }
    case 'setAmount': {
      const amount = money(action.amount);
      return amount === null ? state : withSettings({ ...state, amount }, { isAutoMax: false });
    }
    case 'stepAmount':
      return stepAmount(state, action.direction);
    case 'setBetAmount': {
      const amount = money(action.amount);
      if (amount === null || !state.bets.some((bet) => bet.id === action.betId)) return state;
      return { ...state, amountByBetId: { ...state.amountByBetId, [action.betId]: amount } };
    }
    case 'setBlockAmount': {
      const amount = money(action.amount);
      if (amount === null || !state.bets.some((bet) => bet.blockId === action.blockId)) return state;
      return { ...state, amountByBlockId: { ...state.amountByBlockId, [String(action.blockId)]: amount } };
    }
    case 'setSystemValue':
      return setSystemValue(state, action.systemValue);
    case 'toggleBanker':
      return toggleBanker(state, action.betId);
    case 'setBetBlock': {
      if (!TYPES_WITH_BLOCKS.includes(state.typeId) || !isBlockId(action.blockId)) return state;
      const bets = state.bets.map((bet) => (bet.id === action.betId ? { ...bet, blockId: action.blockId } : bet));
      return withBets(state, bets);
    }
    case 'setPromoCodes':
      return {
        ...state,
        promoCodes: action.promoCodes,
        promoCode: state.promoCode !== null && action.promoCodes.includes(state.promoCode) ? state.promoCode : null,
      };
    case 'choosePromoCode':
      return action.promoCode === null || state.promoCodes.includes(action.promoCode)
        ? { ...state, promoCode: action.promoCode }
        : state;
    case 'setManualPromoCode':
      return { ...state, manualPromoCode: action.promoCode.trim() };
    case 'selectAccount':
      return selectAccount(state, action);
    case 'setOneClick':
      if (!action.enabled) return withSettings({ ...state, pendingConfirmation: null }, { isActiveOneClick: false });
      return state.bets.length > 0
        ? { ...state, pendingConfirmation: 'enableOneClick' }
        : withSettings(state, { isActiveOneClick: true });
    case 'confirmPending':
      return state.pendingConfirmation === 'enableOneClick'
        ? withSettings({ ...cleared(state), pendingConfirmation: null }, { isActiveOneClick: true })
        : state;
    case 'cancelPending':
      return { ...state, pendingConfirmation: null };
    case 'setExactCoef':
      return withSettings(
        state,
        action.enabled ? { exactCoef: true } : { exactCoef: false, isDropOnScoreChange: false },
      );
    case 'setDropOnScoreChange':
      return action.enabled
        ? withSettings({ ...state, pendingConfirmation: null }, { isDropOnScoreChange: true, isActiveOneClick: false })
        : withSettings(state, { isDropOnScoreChange: false });
    case 'setVipBet':
      return withSettings(state, { isVipBet: action.enabled });
    case 'setAutoMax':
      return withAutoMax(withSettings(state, { isAutoMax: action.enabled }));
    case 'updateSettings': {
      const { changeCoefAction, ...rest } = action.settings;
      const patch = isCoefChangeAction(changeCoefAction) ? { ...rest, changeCoefAction } : rest;
      const next = withSettings(state, patch);
      return { ...next, amountStep: amountDefaults(next.currencyIso, next.settings).amountStep };
    }
    case 'setLimits':
      return withAutoMax({
        ...state,
        minBetAmount: money(action.minBetAmount),
        maxBetAmount: money(action.maxBetAmount),
        maxPayout: money(action.maxPayout ?? null),
        availablePrepaidAmount: money(action.availablePrepaidAmount ?? null),
        expressBoost: action.expressBoost ?? null,
        config: {
          ...state.config,
          ...(action.minAmountTypeIds ? { minAmountTypeIds: action.minAmountTypeIds.filter(isCouponTypeId) } : {}),
          ...(action.maxAmountTypeIds ? { maxAmountTypeIds: action.maxAmountTypeIds.filter(isCouponTypeId) } : {}),
        },
      });
    case 'setPrepaidStake':
      return { ...state, isPrepaidStake: action.enabled };
    case 'updateMarkets':
      return withBets(state, applyMarketUpdates(state.bets, action.updates, state.settings.changeCoefAction));
    case 'acceptCoefChanges':
      return { ...state, bets: acceptCoefChanges(state.bets) };
    case 'removeBonusBet':
      return { ...state, isBonusBetManuallyDeleted: true };
    case 'placeStarted':
      return {
        ...state,
        activePlaceBetIds: [...new Set([...state.activePlaceBetIds, ...action.betIds])],
      };
    case 'placeEnded':
      return {
        ...state,
        activePlaceBetIds: state.activePlaceBetIds.filter((betId) => !action.betIds.includes(betId)),
      };
    case 'restore':
      return {
        ...restoreStoredCoupon(cleared(state), action.stored),
        isLoadedFromCode: action.isLoadedFromCode ?? false,
      };
  }
}
