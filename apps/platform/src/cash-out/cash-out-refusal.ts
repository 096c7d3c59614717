import type { AdditionErrorCode, CashOutErrorCode } from '@betfront/contract/cash-out';
import { HttpError } from '../http/http-error';

/** A quote, a sale or an addition the platform refuses; a changed value carries the value of the moment. */
export class CashOutRefusal extends HttpError {
  constructor(
    statusCode: number,
    readonly refusalCode: CashOutErrorCode | AdditionErrorCode,
    message: string,
    readonly value?: string | null,
  ) {
    super(statusCode, refusalCode, message);
    this.name = 'CashOutRefusal';
  }

  body(): { error: { code: string; message: string; value?: string | null } } {
    const error = { code: this.refusalCode, message: this.message };
    return { error: this.value === undefined ? error : { ...error, value: this.value } };
  }
}
