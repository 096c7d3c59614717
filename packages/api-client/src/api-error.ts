import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';

/** Status of a request that never got an answer because the network failed. */
export const NETWORK_ERROR_STATUS = 'network-error';
/** Status of an answer that did not match the schema the caller expected. */
export const INCORRECT_ANSWER_STATUS = 'incorrect-answer';
/** Status of a request the caller cancelled (nginx's "client closed request"). */
export const CLOSED_REQUEST_STATUS = 499;

export type ApiErrorStatus = number | typeof NETWORK_ERROR_STATUS | typeof INCORRECT_ANSWER_STATUS;

export interface ApiErrorDetails {
  status: ApiErrorStatus;
  message: string;
  code?: string;
  exceptionCode?: number;
  /** Every field of the answer's `error` object, as sent: the details some refusals carry (limits, changes…). */
  fields?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/** The one error every failed request rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ApiErrorStatus;
  readonly code: string | undefined;
  readonly exceptionCode: number | undefined;
  readonly fields: Readonly<Record<string, unknown>>;

  constructor({ status, message, code, exceptionCode, fields = {}, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.exceptionCode = exceptionCode;
    this.fields = fields;
  }

  /** The error body's details checked against the caller's schema; null when they do not match it. */
  details<T>(schema: core.$ZodType<T>): T | null {
    const parsed = safeParse(schema, this.fields);
    return parsed.success ? parsed.data : null;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
