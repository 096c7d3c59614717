import type { Translate } from '@betfront/remote-kit';
import { useCallback, useState } from 'react';
import type { core } from 'zod/mini';
import { bodyIssues, refusalIssues } from './field-issues';
import type { FieldIssues } from './field-issues';

/** A request body and the contract schema the platform checks it with. */
export interface CheckedBody<S extends core.$ZodType> {
  schema: S;
  body: core.input<S>;
}

export interface Form {
  pending: boolean;
  /** The dictionary key of the last failure of the form as a whole, cleared by the next call. */
  errorKey: string | null;
  setErrorKey(key: string | null): void;
  /** The text of what is wrong with the body's field at `path`, naming the field by its label; none when it is fine. */
  fieldError(path: string, label: string): string | undefined;
  /** Runs the call; a failure becomes the form's error key (`errorKeyOf` of the hook, or the one given here). */
  run<T>(call: () => Promise<T>, errorKeyOf?: (error: unknown) => string): Promise<T | null>;
  /**
   * Checks the body with its schema first: a field that fails is refused here, named, without calling the platform.
   * The platform's refusal of single fields is shown on the same fields.
   */
  submit<S extends core.$ZodType, T>(
    checked: CheckedBody<S>,
    call: (body: core.input<S>) => Promise<T>,
    errorKeyOf?: (error: unknown) => string,
  ): Promise<T | null>;
}

const NO_ISSUES: FieldIssues = {};
/** The form-level text of a body refused before it was sent: the fields say what is wrong. */
export const CHECK_FIELDS_KEY = 'form_check_fields';

/**
 * Every form's state around its calls to the platform: whether one is running, the key of the text explaining the
 * form's failure, and what is wrong with each field, whether the browser or the platform found it.
 */
export function useForm(
  errorKeyOf: (error: unknown) => string,
  t: Translate,
  onFailure?: (error: unknown) => void,
): Form {
  const [pending, setPending] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [issues, setIssues] = useState<FieldIssues>(NO_ISSUES);

  const run = useCallback(
    async <T>(call: () => Promise<T>, keyOf = errorKeyOf): Promise<T | null> => {
      setPending(true);
      setErrorKey(null);
      setIssues(NO_ISSUES);
      try {
        return await call();
      } catch (error) {
        setErrorKey(keyOf(error));
        setIssues(refusalIssues(error, (message) => t(message) !== message));
        onFailure?.(error);
        return null;
      } finally {
        setPending(false);
      }
    },
    [errorKeyOf, onFailure, t],
  );

  const submit = useCallback(
    async <S extends core.$ZodType, T>(
      { schema, body }: CheckedBody<S>,
      call: (body: core.input<S>) => Promise<T>,
      keyOf?: (error: unknown) => string,
    ): Promise<T | null> => {
      const refused = bodyIssues(schema, body);
      if (!refused) return run(() => call(body), keyOf);
      setIssues(refused);
      setErrorKey(CHECK_FIELDS_KEY);
      return null;
    },
    [run],
  );

  const fieldError = useCallback(
    (path: string, label: string) => {
      const issue = issues[path];
      if (!issue) return undefined;
      const reason = issue.vars.reason;
      return t(issue.key, {
        ...issue.vars,
        field: label,
        ...(typeof reason === 'string' ? { reason: t(reason) } : {}),
      });
    },
    [issues, t],
  );

  return { pending, errorKey, setErrorKey, fieldError, run, submit };
}
