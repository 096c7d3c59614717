import type { PlacedBet, PlacedCoupon } from '@betfront/contract/bets';

/** A placed selection for tests: Arsenal — Chelsea, total over 2.5, open. */
export function placedBet(overrides: Partial<PlacedBet> = {}): PlacedBet {
  return {
    selectionId: '30000012:game:total:2.5:over',
    gameId: 30000012,
    sportId: 1,
    sportName: 'Football',
    champId: 10,
    champName: 'Premier League',
    home: 'Arsenal',
    away: 'Chelsea',
    startAt: '2030-05-01T18:00:00.000Z',
    period: 'game',
    kind: 'total',
    line: 2.5,
    code: 'over',
    param: 2.5,
    coef: '1.85',
    isLive: false,
    isBanker: false,
    blockId: 0,
    statusId: -2,
    score: null,
    ...overrides,
  };
}

/** A placed single for tests, open, with one selection unless given others. */
export function placedCoupon(overrides: Partial<PlacedCoupon> = {}): PlacedCoupon {
  return {
    id: 501,
    requestId: 'request-0001',
    typeId: 0,
    systemValue: null,
    accountId: 1,
    currencyIso: 'RUB',
    amount: '150.00',
    totalStake: '150.00',
    prepaidAmount: '0.00',
    maxPayout: null,
    hyperBonusPercent: null,
    maxHyperBonusLimit: null,
    hyperBonusPaid: null,
    refId: 1,
    coef: '1.85',
    possibleWin: '277.50',
    minPossibleWin: null,
    isVipBet: false,
    bonusBetCoef: null,
    coefViewId: 0,
    isOneClick: false,
    promoCode: null,
    placedAt: '2030-05-01T12:00:00.000Z',
    statusId: -2,
    payout: null,
    settledAt: null,
    bets: [placedBet()],
    ...overrides,
  };
}
