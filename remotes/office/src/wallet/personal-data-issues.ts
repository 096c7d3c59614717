import { isApiError } from '@betfront/api-client';
import { z } from 'zod/mini';

const refusalSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });
const EXPLAINED_PREFIX = 'wallet.personal.error.';
const UNEXPLAINED_KEY = 'wallet.personal.invalid';

/**
 * The dictionary key of each refused field of the personal data, by field name: the platform's own explanation when it
 * gives one, "check this field" otherwise. Empty when the refusal names no field.
 */
export function personalDataIssueKeys(error: unknown, fields: readonly string[]): Record<string, string> {
  const refusal = isApiError(error) && error.status === 400 ? error.details(refusalSchema) : null;
  const keys: Record<string, string> = {};
  for (const { path, message } of refusal?.issues ?? []) {
    if (!fields.includes(path) || keys[path]) continue;
    keys[path] = message.startsWith(EXPLAINED_PREFIX) ? message : UNEXPLAINED_KEY;
  }
  return keys;
}
