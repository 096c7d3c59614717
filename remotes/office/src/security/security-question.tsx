import { HydratedForm } from '@betfront/ui';
import { SECURITY_QUESTIONS, securityQuestionBodySchema } from '@betfront/contract/security';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { PageBody } from '../page-body';
import { errorKeyOf, invalidInputKey } from './error-key';
import { OverviewGate } from './overview-gate';
import { securityApi } from './security-api';
import styles from './security.module.css';
import { FormAlert, formStyles, FormSuccess, TextField, useForm } from '@betfront/account-ui/forms';
import { useSecurityOverview } from './use-security-overview';

/** office.security-question: pick a question and give its answer, confirmed with the password. */
export const SecurityQuestion: PageBody = ({ t }) => {
  const { state, replace } = useSecurityOverview();
  const selectId = useId();
  const [question, setQuestion] = useState<string>(SECURITY_QUESTIONS[0]);
  const [answer, setAnswer] = useState('');
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const { pending, errorKey, setErrorKey, run } = useForm(errorKeyOf, t);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { question, answer, password };
    const invalid = invalidInputKey(securityQuestionBodySchema, body);
    if (invalid) return setErrorKey(invalid);
    const overview = await run(() => securityApi.setQuestion(body));
    if (overview) {
      replace(overview);
      setSaved(true);
      setAnswer('');
      setPassword('');
    }
  };

  return (
    <OverviewGate state={state} t={t}>
      {(overview) => (
        <HydratedForm className={formStyles.form} onSubmit={submit} noValidate>
          {saved && <FormSuccess text={t('security.question.done')} />}
          <p className={styles.muted}>
            {overview.security_question === null
              ? t('security.question.none')
              : t('security.question.current', { question: t(`security.question.${overview.security_question}`) })}
          </p>
          <div className={formStyles.field}>
            <label htmlFor={selectId} className={formStyles.label}>
              {t('security.field.question')}
            </label>
            <select
              id={selectId}
              className={formStyles.input}
              value={question}
              onChange={(event) => setQuestion(event.target.value)}
            >
              {SECURITY_QUESTIONS.map((id) => (
                <option key={id} value={id}>
                  {t(`security.question.${id}`)}
                </option>
              ))}
            </select>
          </div>
          <TextField label={t('security.field.answer')} value={answer} onChange={setAnswer} maxLength={100} />
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
              {t('security.question.submit')}
            </button>
          </div>
        </HydratedForm>
      )}
    </OverviewGate>
  );
};
