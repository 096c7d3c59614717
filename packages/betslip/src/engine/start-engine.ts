import { initialCouponState, parseStoredCoupon, serializeCoupon } from '@betfront/coupon';
import type { CouponState, MarketUpdate, StoredCoupon } from '@betfront/coupon';
import type { AccountData } from '@betfront/contract/accounts';
import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import { FEATURE_NUMBERS } from '@betfront/contract/features';
import { subscribeGames as liveSubscribeGames } from '@betfront/live-feed';
import type { QueryClient } from '@tanstack/react-query';
import { browserLocalStorage, invalidateAfterBet, pageQueryClient, publish } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { failureText } from '../ui/failure-text';
import { accountToStakeFrom, canStakeFrom } from './account-to-stake';
import { addBetAction } from './bet-from-event';
import type { AddBetEvent } from './bet-from-event';
import { browserBetsApi } from './bets-api';
import type { BetLimits, BetsApi, LoadedCoupon } from './bets-api';
import { readCoefViewId } from './coef-view';
import { createCouponStore } from './coupon-store';
import type { CouponStore } from './coupon-store';
import { followAccounts } from './follow-accounts';
import { followPrices } from './follow-prices';
import type { SubscribeGames } from './follow-prices';
import { marketUpdatesFromGames } from './game-updates';
import { restoredFromCode } from './loaded-coupon';
import { createObservable } from './observable';
import type { Observable } from './observable';
import { oneClickCoupon } from './one-click';
import { createPlacement } from './placement';
import type { Placement } from './placement';
import { createReminderKeeper } from './reminder-keeper';
import type { ReminderClock, ReminderKeeper } from './reminder-keeper';
import { safeStorage } from './safe-storage';
import { createSharedAttempts } from './shared-attempts';
import type { SafeStorage } from './safe-storage';
import { parseStoredSettings, serializeSettings } from './stored-settings';
import { COUPON_STORAGE_KEY, SETTINGS_STORAGE_KEY } from './storage-keys';
import { couponLimits } from './virtual-limits';

export interface EngineOptions {
  lng: string;
  isLoggedIn: boolean;
  t: Translate;
  /** The site config's feature numbers: VIP bets (20) and the bonus bet (36) show only while switched on. */
  features?: readonly number[];
  /** The operator's setting: a coupon turned into a system starts with its first pick as the banker. */
  isSystemBankerOnByDefault?: boolean;
  api?: BetsApi;
  subscribeGames?: SubscribeGames;
  localStorage?: SafeStorage;
  sessionStorage?: SafeStorage;
  reminderClock?: ReminderClock;
  now?: () => number;
  newRequestId?: () => string;
  /** This tab's id among the browser's tabs that share the coupon's placement attempts. */
  tabId?: string;
  /** The query client whose reads a placed coupon refreshes and whose accounts the coupon stakes from; the page's. */
  queries?: QueryClient;
}

export interface BetslipEngine {
  readonly lng: string;
  readonly isLoggedIn: boolean;
  readonly store: CouponStore;
  readonly placement: Placement;
  readonly reminder: ReminderKeeper;
  readonly accounts: Observable<AccountData | null>;
  readonly isSheetOpen: Observable<boolean>;
  readonly api: BetsApi;
  /** The odds format the player chose on the betting pages: the coupon shows its coefs in it. */
  coefViewId(): number;
  addBet(event: AddBetEvent): void;
  removeBet(betId: string): void;
  publishState(): void;
  selectAccount(accountId: number): void;
  refreshPrices(): Promise<void>;
  /** Puts a saved coupon's selections in the coupon; answers the selections no longer offered. */
  restoreCode(loaded: LoadedCoupon): LoadedCoupon['bets'];
  stop(): void;
}

const betIdsKey = (state: CouponState) => state.bets.map((bet) => bet.id).join('\n');

export function startEngine(options: EngineOptions): BetslipEngine {
  const api = options.api ?? browserBetsApi;
  const queries = options.queries ?? pageQueryClient();
  const now = options.now ?? (() => Date.now());
  const local = options.localStorage ?? safeStorage(browserLocalStorage);
  const session = options.sessionStorage ?? safeStorage(() => window.sessionStorage);
  const settings = parseStoredSettings(local.read(SETTINGS_STORAGE_KEY));
  const stored: StoredCoupon = parseStoredCoupon(local.read(COUPON_STORAGE_KEY));
  const features = options.features ?? [];
  const store = createCouponStore(
    initialCouponState({
      stored,
      settings: options.isLoggedIn ? settings : { ...settings, isActiveOneClick: false },
      config: {
        isVipBetEnabled: features.includes(FEATURE_NUMBERS.vipBet),
        isBonusBetAllowed: features.includes(FEATURE_NUMBERS.bonusBet),
        isSystemBankerOnByDefault: options.isSystemBankerOnByDefault ?? false,
      },
    }),
  );
  const accounts = createObservable<AccountData | null>(null);
  const champIdByGameId = new Map<string, number>();
  const cleanups: (() => void)[] = [];

  let savedCoupon = serializeCoupon(store.getState());
  let savedSettings = serializeSettings(store.getState().settings);
  let publishedIds = betIdsKey(store.getState());
  const publishState = () => publish('couponUpdate', { betIds: store.getState().bets.map((bet) => bet.id) });

  cleanups.push(
    store.subscribe(() => {
      const state = store.getState();
      const coupon = serializeCoupon(state);
      if (coupon !== savedCoupon) local.write(COUPON_STORAGE_KEY, (savedCoupon = coupon));
      const settingsText = serializeSettings(state.settings);
      if (settingsText !== savedSettings) local.write(SETTINGS_STORAGE_KEY, (savedSettings = settingsText));
      const ids = betIdsKey(state);
      if (ids !== publishedIds) {
        publishedIds = ids;
        publishState();
      }
    }),
  );

  const refreshPrices = async () => {
    const ids = [...new Set(store.getState().bets.map((bet) => Number(bet.game.id)))];
    if (ids.length === 0) return;
    try {
      const games = await api.games(ids, options.lng);
      const updates = marketUpdatesFromGames(store.getState().bets, games);
      if (updates.length > 0) store.dispatch({ type: 'updateMarkets', updates });
    } catch (error) {
      console.error('betfront: coupon prices not read', error);
    }
  };

  const loadPromoCodes = () =>
    api.promoCodes().then(
      (promoCodes) => store.dispatch({ type: 'setPromoCodes', promoCodes }),
      (error: unknown) => console.error('betfront: promo codes not read', error),
    );

  const placementDeps = {
    api,
    lng: options.lng,
    champIdByGameId,
    refreshPrices,
    applyUpdates: (updates: MarketUpdate[]) => store.dispatch({ type: 'updateMarkets', updates }),
    refreshLimits: () => {
      const { accountId } = store.getState();
      if (accountId !== null) void loadLimits(Number(accountId));
    },
    coefViewId: () => readCoefViewId(local),
    onPlaced: () => void invalidateAfterBet(queries),
    onPromoCodeSpent: () => void loadPromoCodes(),
    ...(options.newRequestId ? { newRequestId: options.newRequestId } : {}),
    markPlacing: (betIds: readonly string[], isPlacing: boolean) =>
      store.dispatch({ type: isPlacing ? 'placeStarted' : 'placeEnded', betIds }),
    placingBetIds: () => store.getState().activePlaceBetIds,
    sharedAttempts: createSharedAttempts(local, options.tabId ?? crypto.randomUUID(), now),
  };
  const placement = createPlacement(placementDeps);
  const oneClickPlacement = createPlacement(placementDeps);
  const reminder = createReminderKeeper(store, session, options.reminderClock);
  cleanups.push(reminder.stop);
  cleanups.push(
    followPrices(store, options.subscribeGames ?? liveSubscribeGames, options.lng, (games) => {
      for (const game of games) champIdByGameId.set(String(game.id), game.champId);
    }),
  );

  /** The account's limits as read; the coupon keeps them narrowed by its virtual picks' own. */
  let accountLimits: BetLimits | null = null;
  let appliedLimits = '';
  const applyLimits = () => {
    if (accountLimits === null) return;
    const limits = couponLimits(accountLimits, store.getState().bets);
    // Only the virtual picks narrow the limits between two reads of them.
    const key = `${limits.minBetAmount}|${limits.maxBetAmount}`;
    if (key === appliedLimits) return;
    appliedLimits = key;
    store.dispatch({ type: 'setLimits', ...limits });
  };
  cleanups.push(store.subscribe(applyLimits));
  const loadLimits = (accountId: number) =>
    api.limits(accountId).then(
      (limits) => {
        accountLimits = limits;
        appliedLimits = '';
        applyLimits();
      },
      (error: unknown) => console.error('betfront: bet limits not read', error),
    );

  const selectAccount = (accountId: number) => {
    const account = accounts.get()?.all_accounts.find((item) => item.id === accountId);
    if (account === undefined || !canStakeFrom(account)) return;
    store.dispatch({
      type: 'selectAccount',
      accountId: String(account.id),
      isBonus: account.type === ACCOUNT_TYPE.bonus,
      currencyIso: account.iso,
    });
    void loadLimits(account.id);
  };

  const takeAccounts = (data: AccountData) => {
    accounts.set(data);
    const accountId = accountToStakeFrom(data, store.getState().accountId);
    if (accountId !== null) selectAccount(accountId);
  };

  if (options.isLoggedIn) {
    cleanups.push(followAccounts(queries, api.accounts, takeAccounts));
    void loadPromoCodes();
  }

  const placeOneClick = async (event: AddBetEvent) => {
    const outcome = await oneClickPlacement.place(oneClickCoupon(store.getState(), event, now()), {
      isOneClick: true,
    });
    if (outcome?.ok) {
      publish('notify', {
        kind: 'done',
        title: options.t('coupon.one_click.placed_title'),
        text: options.t('coupon.one_click.placed', { id: outcome.coupon.id, amount: outcome.coupon.totalStake }),
      });
    } else {
      const text =
        outcome === null
          ? options.t('coupon.one_click.not_placed')
          : failureText(options.t, outcome, store.getState().currencyIso);
      publish('notify', { kind: 'error', title: options.t('coupon.one_click.failed_title'), text });
    }
  };

  const addBet = (event: AddBetEvent) => {
    champIdByGameId.set(String(event.game.id), event.market.champId);
    const state = store.getState();
    if (options.isLoggedIn && state.settings.isActiveOneClick && event.skipOneClick !== true) {
      void placeOneClick(event);
      return;
    }
    const addedAt = now();
    store.dispatch(addBetAction(event, addedAt));
    const added = store.getState().bets.find((bet) => bet.id === event.market.id);
    if (added !== undefined && !state.bets.some((bet) => bet.id === added.id)) reminder.schedule(added, addedAt);
  };

  return {
    lng: options.lng,
    isLoggedIn: options.isLoggedIn,
    store,
    placement,
    reminder,
    accounts,
    isSheetOpen: createObservable(false),
    api,
    coefViewId: () => readCoefViewId(local),
    addBet,
    removeBet: (betId) => store.dispatch({ type: 'removeBet', betId }),
    publishState,
    selectAccount,
    refreshPrices,
    restoreCode(loaded) {
      const { stored, unavailable } = restoredFromCode(loaded, now());
      store.dispatch({ type: 'restore', stored, isLoadedFromCode: true });
      return unavailable;
    },
    stop: () => cleanups.forEach((cleanup) => cleanup()),
  };
}
