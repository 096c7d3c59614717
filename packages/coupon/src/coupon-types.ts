export const COUPON_TYPE = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multi: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = Object.values(COUPON_TYPE);

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value);
}

/** How many bets each type takes. A system also needs 3 bets that are not bankers (see system rule). */
export const BETS_COUNT_RANGE: Readonly<Record<CouponTypeId, { readonly min: number; readonly max: number }>> = {
  0: { min: 1, max: 1 },
  1: { min: 2, max: Infinity },
  2: { min: 3, max: Infinity },
  3: { min: 2, max: Infinity },
  4: { min: 2, max: Infinity },
  5: { min: 2, max: Infinity },
  // An anti-express with half results is settled over every way its half-void legs can fall (2^n at most).
  6: { min: 2, max: 10 },
  // Lucky 15, Lucky 31 and Lucky 63; three selections are a patent (type 8).
  7: { min: 4, max: 6 },
  8: { min: 3, max: 3 },
  9: { min: 2, max: Infinity },
};

/** Types whose bets are grouped into blocks (blockId). */
export const TYPES_WITH_BLOCKS: readonly CouponTypeId[] = [COUPON_TYPE.conditional];

export function typeAcceptsBetsCount(typeId: CouponTypeId, betsCount: number): boolean {
  const range = BETS_COUNT_RANGE[typeId];
  return betsCount >= range.min && betsCount <= range.max;
}
