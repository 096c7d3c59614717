import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cashOutValue, type CashOutBetInput, type CashOutValueInput } from './cash-out-value';
import type { QuoteInput } from './coupon-input';
import type { CouponTypeId } from './coupon-types';
import { settle } from './settle';
import { coefArb, couponArb, settledStatusArb } from './test-support';

const SEED = { seed: 25, numRuns: 150 };

const marginArb = fc.integer({ min: 0, max: 20 }).map((percent) => (percent / 100).toFixed(2));

interface Priced {
  coupon: CashOutValueInput;
  openIds: string[];
}

/** A coupon of the given types, each bet open at a current price or settled with any result. */
function pricedArb(typeIds: readonly CouponTypeId[]): fc.Arbitrary<Priced> {
  return fc
    .record({
      input: couponArb(typeIds),
      legs: fc.array(fc.record({ isOpen: fc.boolean(), statusId: settledStatusArb, currentCoef: coefArb }), {
        minLength: 12,
        maxLength: 12,
      }),
      bookmakerMargin: marginArb,
      cashOutMargin: marginArb,
    })
    .map(({ input, legs, bookmakerMargin, cashOutMargin }) => {
      const bets = input.bets.map((bet, i): CashOutBetInput => {
        const leg = legs[i % legs.length] as (typeof legs)[number];
        return leg.isOpen ? { ...bet, currentCoef: leg.currentCoef } : { ...bet, statusId: leg.statusId };
      });
      const openIds = bets.filter((bet) => bet.statusId === undefined).map((bet) => bet.id);
      return { coupon: { ...input, bets, bookmakerMargin, cashOutMargin }, openIds };
    });
}

const withBets = (coupon: CashOutValueInput, change: (bet: CashOutBetInput) => CashOutBetInput) => ({
  ...coupon,
  bets: coupon.bets.map(change),
});

const cents = (money: string) => BigInt(money.replace('.', ''));

const TYPES_BACKING_LEGS: CouponTypeId[] = [0, 1, 2, 3, 4, 5, 7, 8, 9];

describe('cashOutValue invariants', () => {
  it('never goes below zero nor above the possible win', () => {
    fc.assert(
      fc.property(pricedArb([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), ({ coupon }) => {
        const { value, possibleWin } = cashOutValue(coupon);
        expect(cents(value) >= 0n && cents(value) <= cents(possibleWin)).toBe(true);
      }),
      SEED,
    );
  });

  it('rises when the price of an open leg falls (and falls with it for an anti-express)', () => {
    fc.assert(
      fc.property(
        pricedArb([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]),
        fc.nat(),
        fc.integer({ min: 1, max: 300 }),
        ({ coupon, openIds }, pick, drop) => {
          fc.pre(openIds.length > 0);
          const id = openIds[pick % openIds.length] as string;
          const lower = withBets(coupon, (bet) => {
            if (bet.id !== id) return bet;
            const next = Math.max(100, Number(cents(String(bet.currentCoef))) - drop);
            return { ...bet, currentCoef: (next / 100).toFixed(2) };
          });
          const before = cents(cashOutValue(coupon).value);
          const after = cents(cashOutValue(lower).value);
          expect(coupon.typeId === 6 ? after <= before : after >= before).toBe(true);
        },
      ),
      SEED,
    );
  });

  it('has nothing to sell when every line holds a lost leg', () => {
    const lostInEveryLine = (input: QuoteInput, bet: CashOutBetInput, i: number): boolean => {
      if (input.typeId === 0 || input.typeId === 1 || input.typeId === 3 || input.typeId === 5) return i === 0;
      if (input.typeId === 2) {
        const bankers = input.bets.filter((other) => other.isBanker);
        if (bankers.length > 0) return bet.id === bankers[0]?.id;
        const others = input.bets.length;
        return i < others - (input.systemValue as number) + 1;
      }
      return true;
    };
    fc.assert(
      fc.property(pricedArb(TYPES_BACKING_LEGS), ({ coupon }) => {
        const losing = {
          ...coupon,
          bets: coupon.bets.map((bet, i) => (lostInEveryLine(coupon, bet, i) ? { ...bet, statusId: 0 } : bet)),
        };
        expect(cashOutValue(losing).value).toBe('0.00');
      }),
      SEED,
    );
  });

  it('sells a coupon whose bets all have a result for exactly its payout', () => {
    fc.assert(
      fc.property(pricedArb([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), fc.constantFrom(...[1, 0, 2, 3, 4, 5, 6]), (priced, s) => {
        const settled = withBets(priced.coupon, (bet) => ({ ...bet, statusId: bet.statusId ?? s }));
        expect(cashOutValue(settled).value).toBe(settle(settled).payout);
      }),
      SEED,
    );
  });

  it('sells a fully won coupon for its possible win', () => {
    fc.assert(
      fc.property(pricedArb(TYPES_BACKING_LEGS), ({ coupon }) => {
        const allWon = withBets(coupon, (bet) => ({ ...bet, statusId: 1 }));
        const { value, possibleWin } = cashOutValue(allWon);
        expect(value).toBe(possibleWin);
      }),
      SEED,
    );
  });
});
