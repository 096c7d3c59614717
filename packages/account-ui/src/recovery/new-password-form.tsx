import { HydratedForm } from '@betfront/ui';
import { newPasswordSchema } from '@betfront/contract/security';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { recoveryApi } from './recovery-api';
import { recoveryErrorKey, recoveryInputKey } from './recovery-error';
import { FormAlert, PasswordField, formStyles, useForm } from '../forms';

interface NewPasswordFormProps {
  t: Translate;
  /** The recovery whose code was checked. */
  token: string;
  onSaved(): void;
  /** Buttons beside the submit one (cancel). */
  extraActions?: ReactNode;
}

/** The "save" step: the new password twice; saving it ends every session of the player. */
export function NewPasswordForm({ t, token, onSaved, extraActions }: NewPasswordFormProps) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const { pending, errorKey, setErrorKey, run } = useForm(recoveryErrorKey, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid =
      recoveryInputKey(newPasswordSchema, password) ??
      (password === repeat ? null : 'security.error.password_mismatch');
    if (invalid) return setErrorKey(invalid);
    if (await run(() => recoveryApi.save(token, password))) onSaved();
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      <PasswordField
        t={t}
        label={t('security.field.new_password')}
        autoComplete="new-password"
        hint={t('security.hint.password')}
        value={password}
        onChange={setPassword}
      />
      <PasswordField
        t={t}
        label={t('security.field.repeat_password')}
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
      />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t('security.recovery.save')}
        </button>
        {extraActions}
      </div>
    </HydratedForm>
  );
}
