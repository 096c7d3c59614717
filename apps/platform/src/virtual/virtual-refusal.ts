import type { VIRTUAL_ERROR_CODES } from '@betfront/contract/virtual';
import { HttpError } from '../http/http-error';

/** A bet the platform refuses: a named 4xx the client shows in the player's language. */
export class VirtualRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: (typeof VIRTUAL_ERROR_CODES)[number],
    message: string,
    facts?: Readonly<Record<string, string>>,
  ) {
    super(statusCode, refusalCode, message, undefined, facts);
    this.name = 'VirtualRefusal';
  }
}
