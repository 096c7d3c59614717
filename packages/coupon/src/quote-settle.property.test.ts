import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CouponBetInput, QuoteInput } from './coupon-input';
import type { CouponTypeId } from './coupon-types';
import { quote } from './quote';
import { settle } from './settle';
import {
  amountArb,
  betsArb,
  centsToString,
  coefArb,
  combinations,
  couponArb,
  hundredths,
  settledStatusArb,
} from './test-support';

const withStatuses = (input: QuoteInput, statusOf: (bet: CouponBetInput, i: number) => number): QuoteInput => ({
  ...input,
  bets: input.bets.map((bet, i) => ({ ...bet, statusId: statusOf(bet, i) })),
});

const ALL_TYPES: CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const FACTOR_TYPES: CouponTypeId[] = [0, 1, 2, 3, 4, 5, 7, 8, 9];

describe('quote and settle invariants', () => {
  it("a system's possible win equals the sum over its combinations computed by brute force", () => {
    fc.assert(
      fc.property(couponArb([2]), (input) => {
        const bankers = input.bets.filter((bet) => bet.isBanker).map((bet) => hundredths(String(bet.coef)));
        const others = input.bets.filter((bet) => !bet.isBanker).map((bet) => hundredths(String(bet.coef)));
        const k = input.systemValue as number;
        const combos = combinations(others, k);
        const bankerProduct = bankers.reduce((p, c) => p * c, 1n);
        const sum = combos.reduce((total, combo) => total + combo.reduce((p, c) => p * c, bankerProduct), 0n);
        // amount in cents × Σ (coefs in hundredths) / 100^(legs per combination) / combinations, cut to cents
        const scale = 100n ** BigInt(k + bankers.length);
        const cents = (hundredths(String(input.amount)) * sum) / (scale * BigInt(combos.length));
        const result = quote(input);
        expect(result.betsCount).toBe(combos.length);
        expect(result.possibleWin).toBe(centsToString(cents));
      }),
    );
  });

  it('all legs won settle to the possible win (anti-express: all legs lost)', () => {
    fc.assert(
      fc.property(couponArb(ALL_TYPES), (input) => {
        const status = input.typeId === 6 ? 0 : 1;
        expect(settle(withStatuses(input, () => status)).payout).toBe(quote(input).possibleWin);
      }),
    );
  });

  it('a returned leg acts as coef 1', () => {
    fc.assert(
      fc.property(
        couponArb(FACTOR_TYPES),
        fc.array(settledStatusArb, { minLength: 12, maxLength: 12 }),
        fc.nat(11),
        (input, statuses, pick) => {
          const j = pick % input.bets.length;
          const returned = withStatuses(input, (_, i) => (i === j ? 2 : (statuses[i] as number)));
          const atCoefOne: QuoteInput = {
            ...returned,
            bets: returned.bets.map((bet, i) => (i === j ? { ...bet, coef: '1', statusId: 1 } : bet)),
          };
          expect(settle(returned).payout).toBe(settle(atCoefOne).payout);
        },
      ),
    );
  });

  it('a returned leg leaves an anti-express of the other legs', () => {
    fc.assert(
      fc.property(
        betsArb(3, 8),
        fc.array(fc.constantFrom(0, 1, 2, 3, 6), { minLength: 8, maxLength: 8 }),
        amountArb,
        (bets, statuses, amount) => {
          const settled = bets.map((bet, i) => ({ ...bet, statusId: i === 0 ? 2 : (statuses[i] as number) }));
          const full = settle({ typeId: 6, amount, bets: settled }).payout;
          expect(full).toBe(settle({ typeId: 6, amount, bets: settled.slice(1) }).payout);
        },
      ),
    );
  });

  it('the minimum possible win is at most the possible win', () => {
    fc.assert(
      fc.property(couponArb([2]), (input) => {
        const { minPossibleWin, possibleWin } = quote(input);
        expect(Number(minPossibleWin)).toBeLessThanOrEqual(Number(possibleWin));
      }),
    );
  });

  it('no settlement pays more than the possible win', () => {
    fc.assert(
      fc.property(
        couponArb(FACTOR_TYPES),
        fc.array(settledStatusArb, { minLength: 12, maxLength: 12 }),
        (input, statuses) => {
          const payout = settle(withStatuses(input, (_, i) => statuses[i] as number)).payout;
          expect(Number(payout)).toBeLessThanOrEqual(Number(quote(input).possibleWin));
        },
      ),
    );
  });

  it('lucky and patent possible win equals the brute-force sum over every line', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CouponTypeId>(7, 8),
        fc.array(coefArb, { minLength: 6, maxLength: 6 }),
        amountArb,
        (typeId, coefs, amount) => {
          const n = typeId === 8 ? 3 : 4 + (coefs.length % 3);
          const used = coefs.slice(0, n).map(hundredths);
          let cents = 0n;
          for (let k = 1; k <= n; k += 1) {
            for (const line of combinations(used, k)) {
              cents += line.reduce((p, c) => p * c, hundredths(amount)) * 100n ** BigInt(n - k);
            }
          }
          const bets = coefs.slice(0, n).map((coef, i) => ({ id: `b${i}`, coef }));
          expect(quote({ typeId, amount, bets }).possibleWin).toBe(centsToString(cents / 100n ** BigInt(n)));
        },
      ),
    );
  });
});
