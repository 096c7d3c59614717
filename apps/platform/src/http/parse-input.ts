import { z } from 'zod';
import { findControlCharacter } from './control-characters';
import { HttpError } from './http-error';

/**
 * Validates a request part with its contract schema; a mismatch is a 400 listing each problem. Text with a
 * control character (a NUL byte…) is refused before any schema reads it, whatever field it is in.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, part = 'request'): z.output<S> {
  const controlPath = findControlCharacter(value);
  if (controlPath) {
    throw new HttpError(400, 'invalid_request', `The ${part} is not valid`, [
      { path: controlPath.join('.'), message: 'control characters are not allowed' },
    ]);
  }
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new HttpError(400, 'invalid_request', `The ${part} is not valid`, issues);
}
