import { isApiError } from '@betfront/api-client';
import { z } from 'zod/mini';
import type { core } from 'zod/mini';

/** What is wrong with one field: the dictionary key of the text and the values it names. */
export interface FieldIssue {
  key: string;
  vars: Readonly<Record<string, string | number>>;
}

/** Field issues by the field's path in the request body ("login", "items.0.amount"). */
export type FieldIssues = Readonly<Record<string, FieldIssue>>;

const refusalSchema = z.object({ issues: z.array(z.object({ path: z.string(), message: z.string() })) });

const explained = (message: string): FieldIssue => ({ key: 'form_field_explained', vars: { reason: message } });

function issueOfCheck(issue: core.$ZodIssue, isDictionaryKey: (message: string) => boolean): FieldIssue {
  // A schema that words its own refusal with a text of the dictionaries is quoted as it is.
  if (isDictionaryKey(issue.message)) return explained(issue.message);
  if (issue.code === 'invalid_type' && issue.input === undefined) return { key: 'form_field_required', vars: {} };
  if (issue.code === 'too_small') {
    const min = Number(issue.minimum);
    if (issue.origin === 'number' || issue.origin === 'int') return { key: 'form_field_too_small', vars: { min } };
    return min <= 1 ? { key: 'form_field_required', vars: {} } : { key: 'form_field_too_short', vars: { min } };
  }
  if (issue.code === 'too_big') {
    const max = Number(issue.maximum);
    if (issue.origin === 'number' || issue.origin === 'int') return { key: 'form_field_too_big', vars: { max } };
    return { key: 'form_field_too_long', vars: { max } };
  }
  return { key: 'form_field_invalid', vars: {} };
}

function keyed(issues: readonly { path: string; issue: FieldIssue }[]): FieldIssues {
  const byPath: Record<string, FieldIssue> = {};
  for (const { path, issue } of issues) byPath[path] ??= issue;
  return byPath;
}

/** The body checked with the request's schema: null when it passes, else the issue of each failing field. */
export function bodyIssues(
  schema: core.$ZodType,
  body: unknown,
  isDictionaryKey: (message: string) => boolean,
): FieldIssues | null {
  const result = z.safeParse(schema, body);
  if (result.success) return null;
  return keyed(
    result.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      issue: issueOfCheck(issue, isDictionaryKey),
    })),
  );
}

/**
 * The fields a refusal of the platform names (`error.issues` of a 400 answer): its message when it is a text of the
 * dictionaries, "check the value" otherwise. Empty for any other failure.
 */
export function refusalIssues(error: unknown, isDictionaryKey: (message: string) => boolean): FieldIssues {
  const refusal = isApiError(error) && error.status === 400 ? error.details(refusalSchema) : null;
  return keyed(
    (refusal?.issues ?? []).map(({ path, message }): { path: string; issue: FieldIssue } => ({
      path,
      issue: isDictionaryKey(message) ? explained(message) : { key: 'form_field_invalid', vars: {} },
    })),
  );
}
