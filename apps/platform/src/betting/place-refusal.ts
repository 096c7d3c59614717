import type { PlaceErrorCode } from '@betfront/contract/bets';
import type { z } from 'zod';
import type { placeErrorBodySchema } from '@betfront/contract/bets';
import { HttpError } from '../http/http-error';

type PlaceErrorDetail = z.infer<typeof placeErrorBodySchema>['error'];
export type PlaceRefusalDetails = Pick<PlaceErrorDetail, 'changes' | 'minAmount' | 'maxAmount' | 'hyperBonusPercent'>;

/** A coupon the platform refuses, with the selections or limits concerned for the client to show. */
export class PlaceRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: PlaceErrorCode,
    message: string,
    readonly details: PlaceRefusalDetails = {},
  ) {
    super(statusCode, refusalCode, message);
    this.name = 'PlaceRefusal';
  }

  body(): { error: PlaceErrorDetail } {
    return { error: { code: this.refusalCode, message: this.message, ...this.details } };
  }
}
