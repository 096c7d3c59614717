import { z } from 'zod';
import { HttpError } from './http-error';

/** Validates a request part with its contract schema; a mismatch is a 400 listing each problem. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, part = 'request'): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, 'invalid_request', `The ${part} is not valid`, issues);
}
