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
  cause?: unknown;
}

/** The one error every failed request rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: ApiErrorStatus;
  readonly code: string | undefined;
  readonly exceptionCode: number | undefined;

  constructor({ status, message, code, exceptionCode, cause }: ApiErrorDetails) {
    super(message, cause === undefined ? undefined : { cause });
    this.status = status;
    this.code = code;
    this.exceptionCode = exceptionCode;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
