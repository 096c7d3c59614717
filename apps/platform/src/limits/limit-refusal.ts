import { HttpError } from '../http/http-error';
import type { LimitErrorCode } from '@betfront/contract/limits';

/** A movement of money or a change of limits the limit service refuses; `remaining` is what a limit leaves. */
export class LimitRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: LimitErrorCode,
    message: string,
    readonly remaining?: string,
  ) {
    super(statusCode, refusalCode, message, undefined, remaining === undefined ? undefined : { remaining });
    this.name = 'LimitRefusal';
  }
}
