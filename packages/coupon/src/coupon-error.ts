export type CouponErrorCode =
  | 'INVALID_TYPE'
  | 'EMPTY_COUPON'
  | 'WRONG_BETS_COUNT'
  | 'DUPLICATE_BET_ID'
  | 'INVALID_BET_ID'
  | 'INVALID_COEF'
  | 'INVALID_AMOUNT'
  | 'INVALID_SYSTEM_VALUE'
  | 'INVALID_STATUS'
  | 'UNKNOWN_BET_ID'
  | 'UNKNOWN_BLOCK_ID'
  | 'BLOCK_AMOUNT_TOO_HIGH'
  | 'NOT_SETTLED';

/** The one error `quote` and `settle` throw: `code` is stable for programs, `message` is for people. */
export class CouponError extends Error {
  readonly code: CouponErrorCode;

  constructor(code: CouponErrorCode, message: string) {
    super(message);
    this.name = 'CouponError';
    this.code = code;
  }
}
