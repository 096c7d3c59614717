import type { DrawErrorCode } from '@betfront/contract/draws';
import { HttpError } from '../http/http-error';

/** A ticket the platform refuses: a named 4xx the client shows in the player's language. */
export class DrawRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: DrawErrorCode,
    message: string,
    facts?: Readonly<Record<string, string>>,
  ) {
    super(statusCode, refusalCode, message, undefined, facts);
    this.name = 'DrawRefusal';
  }
}
