import { HydratedForm } from '@betfront/ui';
import type { CodeSentAnswer, SecurityOverview } from '@betfront/contract/security';
import { contactConfirmBodySchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { errorKeyOf, invalidInputKey } from './error-key';
import { CodeField, FormAlert, formStyles, FormSuccess, useForm } from '@betfront/account-ui/forms';

interface ContactCodeFlowProps {
  t: Translate;
  /** Inputs naming the new phone or e-mail; none when the code goes to the one the account has. */
  targetFields?: ReactNode;
  /** A dictionary key of what is wrong with the target inputs, or null. */
  validateTarget?(): string | null;
  send(): Promise<CodeSentAnswer>;
  confirm(code: string): Promise<SecurityOverview>;
  sendLabel: string;
  doneText: string;
  /** Shown once the contact is confirmed: where to go next. */
  after?: ReactNode;
}

/** Names the contact (or takes the one on file), sends a code to it, and confirms it with that code. */
export function ContactCodeFlow({
  t,
  targetFields,
  validateTarget,
  send,
  confirm,
  sendLabel,
  doneText,
  after,
}: ContactCodeFlowProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const sendCode = async (event?: FormEvent) => {
    event?.preventDefault();
    const invalid = validateTarget?.() ?? null;
    if (invalid) return setErrorKey(invalid);
    const answer = await run(send);
    if (answer) setSentTo(answer.sent_to);
  };

  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = invalidInputKey(contactConfirmBodySchema, { code });
    if (invalid) return setErrorKey(invalid);
    if (await run(() => confirm(code.trim()))) setDone(true);
  };

  if (done) {
    return (
      <div className={formStyles.form}>
        <FormSuccess text={doneText} />
        {after}
      </div>
    );
  }
  if (sentTo === null) {
    return (
      <HydratedForm className={formStyles.form} onSubmit={sendCode} noValidate>
        {targetFields}
        <FormAlert text={errorKey && t(errorKey)} />
        <div className={formStyles.actions}>
          <button type="submit" className={formStyles.button} disabled={pending}>
            {sendLabel}
          </button>
        </div>
      </HydratedForm>
    );
  }
  return (
    <HydratedForm className={formStyles.form} onSubmit={confirmCode} noValidate>
      <p role="status">{t('security.code.sent', { to: sentTo })}</p>
      <CodeField label={t('security.field.code')} value={code} onChange={setCode} />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t('security.code.confirm')}
        </button>
        <button type="button" className={formStyles.secondary} disabled={pending} onClick={() => void sendCode()}>
          {t('security.code.resend')}
        </button>
      </div>
    </HydratedForm>
  );
}
