import type { ErrorBody } from '@betfront/contract';

type Issues = NonNullable<ErrorBody['error']['issues']>;

/** An expected failure with its HTTP status; the error handler turns it into the error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: Issues,
    /** Named facts a client acts on, such as what a limit leaves (`remaining`). */
    readonly facts?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(
  code: string,
  message: string,
  issues?: Issues,
  facts?: Readonly<Record<string, string>>,
): ErrorBody {
  return { error: { code, message, ...(issues ? { issues } : {}), ...facts } };
}
