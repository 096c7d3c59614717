import { HydratedForm } from '@betfront/ui';
import { changeLoginBodySchema } from '@betfront/contract/security';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf, invalidInputKey } from './error-key';
import { securityApi } from './security-api';
import { FormAlert, formStyles, FormSuccess, TextField, useForm } from '@betfront/account-ui/forms';

/** office.change-login: a new login name, confirmed with the password. */
export const ChangeLogin: PageBody = ({ t }) => {
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [changedTo, setChangedTo] = useState<string | null>(null);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { login, password };
    const invalid = invalidInputKey(changeLoginBodySchema, body);
    if (invalid) return setErrorKey(invalid);
    const answer = await run(() => securityApi.changeLogin(body));
    if (answer) {
      setChangedTo(answer.login);
      setPassword('');
    }
  };

  return (
    <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
      {changedTo && <FormSuccess text={t('security.login.done', { login: changedTo })} />}
      <TextField
        label={t('security.field.new_login')}
        autoComplete="username"
        hint={t('security.hint.login')}
        value={login}
        onChange={setLogin}
        maxLength={30}
      />
      <TextField
        label={t('security.field.current_password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <FormAlert text={errorKey && t(errorKey)} />
      <div className={formStyles.actions}>
        <button type="submit" className={formStyles.button} disabled={pending}>
          {t('security.login.submit')}
        </button>
      </div>
    </HydratedForm>
  );
};
