import { errorBodySchema } from '@betfront/contract';
import { z } from 'zod/mini';
import { ApiError, CLOSED_REQUEST_STATUS, INCORRECT_ANSWER_STATUS, NETWORK_ERROR_STATUS } from './api-error';

/** The `error` object of an error body with every field kept, for ApiError.details. */
const errorFieldsSchema = z.object({ error: z.record(z.string(), z.unknown()) });

function isAbortError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Maps whatever fetch (or reading its body) threw to an ApiError: cancelled → 499, anything else → network error. */
export function transportError(error: unknown, signal: AbortSignal | undefined): ApiError {
  if (signal?.aborted || isAbortError(error)) {
    return new ApiError({ status: CLOSED_REQUEST_STATUS, code: 'closed', message: 'request cancelled', cause: error });
  }
  const message = error instanceof Error ? error.message : 'Failed to fetch';
  return new ApiError({ status: NETWORK_ERROR_STATUS, code: NETWORK_ERROR_STATUS, message, cause: error });
}

export function closedRequestError(): ApiError {
  return new ApiError({ status: CLOSED_REQUEST_STATUS, code: 'closed', message: 'request cancelled' });
}

export async function readBodyText(response: Response, signal: AbortSignal | undefined): Promise<string> {
  try {
    return await response.text();
  } catch (error) {
    throw transportError(error, signal);
  }
}

/** Reads a 4xx/5xx answer's `{ error: { code, message, exception_code, …details } }` body into an ApiError. */
export async function readErrorAnswer(response: Response, signal: AbortSignal | undefined): Promise<ApiError> {
  const text = await readBodyText(response, signal);
  const fallback = new ApiError({ status: response.status, message: response.statusText || `HTTP ${response.status}` });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fallback;
  }
  const parsed = errorBodySchema.safeParse(json);
  const fields = errorFieldsSchema.safeParse(json);
  if (!parsed.success || !fields.success) return fallback;
  const { code, message, exception_code: exceptionCode } = parsed.data.error;
  return new ApiError({ status: response.status, code, message, exceptionCode, fields: fields.data.error });
}

export interface AnswerIssue {
  path: PropertyKey[];
  message: string;
}

export function incorrectAnswerError(path: string, issues: AnswerIssue[]): ApiError {
  const summary = issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; ');
  return new ApiError({
    status: INCORRECT_ANSWER_STATUS,
    code: 'incorrect_answer',
    message: `incorrect answer from ${path}: ${summary}`,
  });
}
