import type { Translate } from '@betfront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { core } from 'zod/mini';
import { bodyIssues, refusalIssues } from './field-issues';
import type { FieldIssues } from './field-issues';

/** A failure's text that names values: its dictionary key and the values. */
export interface FormMessage {
  key: string;
  vars: Readonly<Record<string, string | number>>;
}

/** The text of a failure: a dictionary key, or a key with the values it names. */
export type ErrorKeyOf = (error: unknown) => string | FormMessage;

/** A request body as the form built it from what was typed, and the contract schema the platform checks it with. */
export interface CheckedBody<S extends core.$ZodType> {
  schema: S;
  body: unknown;
}

export interface Form {
  pending: boolean;
  /** The dictionary key of the last failure of the form as a whole, cleared by the next call. */
  errorKey: string | null;
  /** The values the failure's text names (an amount…); empty for most. */
  errorVars: Readonly<Record<string, string | number>>;
  setErrorKey(key: string | null): void;
  /** The text of what is wrong with the body's field at `path`, naming the field by its label; none when it is fine. */
  fieldError(path: string, label: string): string | undefined;
  /** Runs the call; a failure becomes the form's error key (`errorKeyOf` of the hook, or the one given here). */
  run<T>(call: () => Promise<T>, errorKeyOf?: ErrorKeyOf): Promise<T | null>;
  /**
   * Checks the body with its schema first: a field that fails is refused here, named, without calling the platform.
   * The platform's refusal of single fields is shown on the same fields.
   */
  submit<S extends core.$ZodType, T>(
    checked: CheckedBody<S>,
    call: (body: core.input<S>) => Promise<T>,
    errorKeyOf?: ErrorKeyOf,
  ): Promise<T | null>;
}

const NO_ISSUES: FieldIssues = {};
const NO_VARS: FormMessage['vars'] = {};
/** The form-level text of a body refused before it was sent: the fields say what is wrong. */
export const CHECK_FIELDS_KEY = 'form_check_fields';

/**
 * Every form's state around its calls to the platform: whether one is running, the key of the text explaining the
 * form's failure, and what is wrong with each field, whether the browser or the platform found it.
 */
export function useForm(errorKeyOf: ErrorKeyOf, t: Translate, onFailure?: (error: unknown) => void): Form {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormMessage | null>(null);
  const [issues, setIssues] = useState<FieldIssues>(NO_ISSUES);
  const isDictionaryKey = useCallback((message: string) => t(message) !== message, [t]);
  // The form a refused body came from: once its fields show what is wrong, the first of them takes the focus.
  const refusedForm = useRef<HTMLFormElement | null>(null);
  useEffect(() => {
    const refused = refusedForm.current;
    refusedForm.current = null;
    refused?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues]);

  const run = useCallback(
    async <T>(call: () => Promise<T>, keyOf = errorKeyOf): Promise<T | null> => {
      setPending(true);
      setError(null);
      setIssues(NO_ISSUES);
      try {
        return await call();
      } catch (failure) {
        const text = keyOf(failure);
        setError(typeof text === 'string' ? { key: text, vars: NO_VARS } : text);
        setIssues(refusalIssues(failure, isDictionaryKey));
        onFailure?.(failure);
        return null;
      } finally {
        setPending(false);
      }
    },
    [errorKeyOf, isDictionaryKey, onFailure],
  );

  const submit = useCallback(
    async <S extends core.$ZodType, T>(
      { schema, body }: CheckedBody<S>,
      call: (body: core.input<S>) => Promise<T>,
      keyOf?: ErrorKeyOf,
    ): Promise<T | null> => {
      const refused = bodyIssues(schema, body, isDictionaryKey);
      // The schema accepted the body, so it is one of the schema's inputs: it is sent as it was built.
      if (!refused) return run(() => call(body as core.input<S>), keyOf);
      refusedForm.current = document.activeElement?.closest('form') ?? null;
      setIssues(refused);
      setError({ key: CHECK_FIELDS_KEY, vars: NO_VARS });
      return null;
    },
    [isDictionaryKey, run],
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

  const setErrorKey = useCallback((key: string | null) => setError(key ? { key, vars: NO_VARS } : null), []);

  return {
    pending,
    errorKey: error?.key ?? null,
    errorVars: error?.vars ?? NO_VARS,
    setErrorKey,
    fieldError,
    run,
    submit,
  };
}
