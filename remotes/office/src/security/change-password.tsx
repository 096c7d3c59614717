import { HydratedForm } from '@betfront/ui';
import { changePasswordBodySchema } from '@betfront/contract/security';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf, invalidInputKey } from './error-key';
import { securityApi } from './security-api';
import { FormAlert, formStyles, FormSuccess, TextField, useForm } from '@betfront/account-ui/forms';

/** office.change-password: the current password, the new one twice; the player's other sessions end. */
export const ChangePassword: PageBody = ({ t }) => {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { current_password: current, new_password: next };
    const invalid =
      invalidInputKey(changePasswordBodySchema, body) ?? (next === repeat ? null : 'security.error.password_mismatch');
    if (invalid) return setErrorKey(invalid);
    if (await run(() => securityApi.changePassword(body))) {
      setDone(true);
      setCurrent('');
      setNext('');
      setRepeat('');
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      {done && <FormSuccess text={t('security.password.done')} />}
      <TextField
        label={t('security.field.current_password')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
      />
      <TextField
        label={t('security.field.new_password')}
        type="password"
        autoComplete="new-password"
        hint={t('security.hint.password')}
        value={next}
        onChange={setNext}
      />
      <TextField
        label={t('security.field.repeat_password')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={setRepeat}
      />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t('security.password.submit')}
        </button>
      </div>
    </HydratedForm>
  );
};
