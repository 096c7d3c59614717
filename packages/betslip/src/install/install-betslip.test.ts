// @vitest-environment happy-dom
import { publish, subscribe } from '@betfront/remote-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COUPON_STORAGE_KEY, SETTINGS_STORAGE_KEY } from '../engine/storage-keys';
import { addBetEvent, fakeBetsApi, fakeFeed, memoryStorage, SELECTION_A, SELECTION_B } from '../testing/engine-fakes';
import { currentEngine, loadEngine } from './engine-loader';
import { installBetslip } from './install-betslip';

const t = (key: string) => key;
let uninstall: () => void = () => undefined;

function install(
  options: {
    local?: ReturnType<typeof memoryStorage>;
    isLoggedIn?: boolean;
    api?: ReturnType<typeof fakeBetsApi>;
  } = {},
) {
  const local = options.local ?? memoryStorage();
  const api = options.api ?? fakeBetsApi();
  uninstall = installBetslip({
    lng: 'en',
    isLoggedIn: options.isLoggedIn ?? false,
    t,
    api,
    subscribeGames: fakeFeed().subscribeGames,
    localStorage: local,
    sessionStorage: memoryStorage(),
  });
  return { local, api };
}

function collectUpdates() {
  const updates: (readonly string[])[] = [];
  const stop = subscribe('couponUpdate', ({ betIds }) => updates.push(betIds));
  return { updates, stop };
}

afterEach(() => {
  uninstall();
  window.localStorage.clear();
});

describe('installBetslip', () => {
  it('answers couponRequestState at once with no bets, without loading the engine', () => {
    install();
    const { updates, stop } = collectUpdates();
    publish('couponRequestState', {});
    stop();
    expect(updates).toEqual([[]]);
    expect(currentEngine()).toBeNull();
  });

  it('turns couponAddBet and couponRemoveBet into couponUpdate with the coupon’s selection ids', async () => {
    install();
    const { updates, stop } = collectUpdates();
    publish('couponAddBet', addBetEvent(SELECTION_A));
    publish('couponAddBet', addBetEvent(SELECTION_B));
    await vi.waitFor(() => expect(updates.at(-1)).toEqual([SELECTION_A, SELECTION_B]), { timeout: 5000 });
    publish('couponRemoveBet', { betId: SELECTION_A });
    expect(updates.at(-1)).toEqual([SELECTION_B]);
    publish('couponRequestState', {});
    expect(updates.at(-1)).toEqual([SELECTION_B]);
    stop();
  });

  it('saves the coupon on every change and restores it on the next page', async () => {
    const { local } = install();
    publish('couponAddBet', addBetEvent(SELECTION_A));
    await vi.waitFor(() => expect(local.items.get(COUPON_STORAGE_KEY)).toContain(SELECTION_A), { timeout: 5000 });
    uninstall();
    const restored = (await (install({ local }), loadEngine())).store.getState();
    expect(restored.bets.map((bet) => bet.id)).toEqual([SELECTION_A]);
    expect(restored.bets[0]?.market.coef).toBe('1.85');
  });

  it('starts empty with default settings from corrupt storage', async () => {
    const local = memoryStorage({
      [COUPON_STORAGE_KEY]: '{"bets":[{"id":',
      [SETTINGS_STORAGE_KEY]: '{"changeCoefAction":7}',
    });
    install({ local });
    const engine = await loadEngine();
    expect(engine.store.getState().bets).toEqual([]);
    expect(engine.store.getState().settings.changeCoefAction).toBe(2);
  });

  it('keeps the settings apart from the coupon, validated', async () => {
    const { local } = install();
    const engine = await loadEngine();
    engine.store.dispatch({ type: 'updateSettings', settings: { changeCoefAction: 0 } });
    expect(JSON.parse(local.items.get(SETTINGS_STORAGE_KEY) ?? '{}')).toMatchObject({ changeCoefAction: 0 });
  });

  it('with one-click on, places a single at once instead of adding the bet', async () => {
    const api = fakeBetsApi();
    const notes: string[] = [];
    const stop = subscribe('notify', ({ kind }) => notes.push(kind));
    install({ isLoggedIn: true, api });
    const engine = await loadEngine();
    engine.store.dispatch({ type: 'updateSettings', settings: { oneClickAmount: '300' } });
    engine.store.dispatch({ type: 'setOneClick', enabled: true });
    publish('couponAddBet', addBetEvent(SELECTION_A));
    await vi.waitFor(() => expect(notes).toEqual(['done']), { timeout: 5000 });
    stop();
    expect(api.place).toHaveBeenCalledWith(
      expect.objectContaining({
        typeId: 0,
        amount: '300',
        isOneClick: true,
        bets: [{ id: SELECTION_A, coef: '1.85' }],
      }),
      expect.any(String),
    );
    expect(engine.store.getState().bets).toEqual([]);
    publish('couponAddBet', addBetEvent(SELECTION_B, { skipOneClick: true }));
    expect(engine.store.getState().bets.map((bet) => bet.id)).toEqual([SELECTION_B]);
  });
});
