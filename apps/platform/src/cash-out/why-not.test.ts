import { describe, expect, it } from 'vitest';
import type { CashOutSettings } from './cash-out-settings';
import type { SaleCoupon } from './sale-repository';
import { isSellable, nothingToSell, whyNot, type LegOffer } from './why-not';

const SETTINGS: CashOutSettings = {
  isEnabled: true,
  isLiveEnabled: true,
  disabledSportIds: [],
  offeredTypeIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  margin: '0.0500',
  maxSaleValue: null,
  quoteSeconds: 10,
};

const leg = (selectionId: string, statusId = -2, sportId = 1) => ({
  selectionId,
  sportId,
  coef: '2.00',
  isBanker: false,
  blockId: null,
  statusId,
});

const COUPON: SaleCoupon = {
  id: 700000001,
  userId: 1,
  accountId: 100000001,
  accountType: 0,
  currencyIso: 'RUB',
  typeId: 1,
  systemValue: null,
  amount: '100.00',
  totalStake: '100.00',
  possibleWin: '400.00',
  amountByBlockId: {},
  amountByBetId: {},
  bonusBetCoef: null,
  promoCode: null,
  prepaidAmount: '0.00',
  statusId: -2,
  parts: [],
  soldStake: '0.00',
  cashedOut: '0.00',
  bets: [leg('a'), leg('b', 1)],
};

const priced = (isLive = true): LegOffer => ({ state: 'priced', coef: '2.10', isLive });
const offers = (offer: LegOffer) => new Map([['a', offer]]);

describe('why a coupon cannot be sold', () => {
  it('lets a coupon whose open bets are priced be valued', () => {
    const answer = whyNot(COUPON, offers(priced()), SETTINGS);
    expect(answer).toEqual({
      reasons: [],
      legs: [
        { selectionId: 'a', reasons: [] },
        { selectionId: 'b', reasons: [] },
      ],
    });
    expect(isSellable(answer)).toBe(true);
  });

  it('names the bet whose market is suspended, not offered in play, or not offered at all', () => {
    expect(whyNot(COUPON, offers({ state: 'suspended', isLive: true }), SETTINGS).legs[0]?.reasons).toEqual([
      'market_suspended',
    ]);
    expect(whyNot(COUPON, offers({ state: 'not_in_play', isLive: true }), SETTINGS).legs[0]?.reasons).toEqual([
      'not_in_play',
    ]);
    expect(whyNot(COUPON, new Map(), SETTINGS).legs[0]?.reasons).toEqual(['market_suspended']);
  });

  it('follows the operator: off for the site, for a sport, for live, for a type', () => {
    expect(whyNot(COUPON, offers(priced()), { ...SETTINGS, isEnabled: false }).reasons).toEqual(['switched_off']);
    const sportOff = whyNot(COUPON, offers(priced()), { ...SETTINGS, disabledSportIds: [1] });
    expect(sportOff.legs.map((entry) => entry.reasons)).toEqual([['sport_switched_off'], []]);
    const liveOff = { ...SETTINGS, isLiveEnabled: false };
    expect(whyNot(COUPON, offers(priced()), liveOff).legs[0]?.reasons).toEqual(['live_switched_off']);
    expect(isSellable(whyNot(COUPON, offers(priced(false)), liveOff))).toBe(true);
    const typeOff = whyNot(COUPON, offers(priced()), { ...SETTINGS, offeredTypeIds: [0] });
    expect(typeOff.reasons).toEqual(['type_not_offered']);
  });

  it('refuses a chain with more open bets than its value can be worked out over', () => {
    const bets = Array.from({ length: 13 }, (_, i) => leg(`s${i}`));
    const all = new Map(bets.map((bet) => [bet.selectionId, priced()]));
    expect(whyNot({ ...COUPON, typeId: 3, bets }, all, SETTINGS).reasons).toEqual(['type_not_offered']);
  });

  it('refuses a bonus bet, a promo-code stake, a bonus account and a closed coupon', () => {
    const answer = whyNot(
      { ...COUPON, bonusBetCoef: '1.05', promoCode: 'SPRING', accountType: 4, statusId: 7 },
      offers(priced()),
      SETTINGS,
    );
    expect(answer.reasons).toEqual(['coupon_closed', 'bonus_bet', 'promo_code', 'bonus_account']);
  });

  it('names the lost bets of a coupon with nothing to sell', () => {
    const lostOne = { ...COUPON, bets: [leg('a'), leg('b', 0)] };
    const answer = nothingToSell(lostOne, whyNot(lostOne, offers(priced()), SETTINGS));
    expect(answer).toEqual({
      reasons: ['nothing_to_sell'],
      legs: [
        { selectionId: 'a', reasons: [] },
        { selectionId: 'b', reasons: ['leg_lost'] },
      ],
    });
  });
});
