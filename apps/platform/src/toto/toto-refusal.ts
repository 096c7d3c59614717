import type { TOTO_ERROR_CODES } from '@betfront/contract/toto';
import { HttpError } from '../http/http-error';

/** A coupon the platform refuses: a named 4xx the client shows in the player's language. */
export class TotoRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: (typeof TOTO_ERROR_CODES)[number],
    message: string,
    facts?: Readonly<Record<string, string>>,
  ) {
    super(statusCode, refusalCode, message, undefined, facts);
    this.name = 'TotoRefusal';
  }
}
