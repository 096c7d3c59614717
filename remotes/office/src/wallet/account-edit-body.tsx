import { HydratedForm } from '@betfront/ui';
import { fetchUserConfig, savePersonalData } from '@betfront/account-ui/wallet';
import type { PersonalDataBody } from '@betfront/contract/user-config';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import type { OfficeData } from '../office-data';
import { personalDataIssueKeys } from './personal-data-issues';
import styles from './wallet-forms.module.css';

type Field = keyof PersonalDataBody;
const FIELDS: readonly { name: Field; type: 'text' | 'date' }[] = [
  { name: 'name', type: 'text' },
  { name: 'surname', type: 'text' },
  { name: 'date_birthday', type: 'date' },
  { name: 'passport', type: 'text' },
  { name: 'passport_date', type: 'date' },
  { name: 'registration_address', type: 'text' },
  { name: 'inn', type: 'text' },
];

type Values = Record<Field, string>;

const toBody = (values: Values): PersonalDataBody =>
  Object.fromEntries(
    FIELDS.map(({ name }) => [name, values[name].trim() === '' ? null : values[name].trim()]),
  ) as PersonalDataBody;

/** The personal data form; the platform checks every field and names the ones it refuses. */
export function AccountEditBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const [values, setValues] = useState<Values | null>(null);
  const [issues, setIssues] = useState<Readonly<Record<string, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    fetchUserConfig().then(
      ({ user_data: data }) =>
        setValues(Object.fromEntries(FIELDS.map(({ name }) => [name, data[name] ?? ''])) as Values),
      () => undefined,
    );
  }, []);
  if (!values) return null;

  async function save(current: Values) {
    setIsSaving(true);
    setIssues({});
    try {
      await savePersonalData(toBody(current));
      publish('notify', { kind: 'done', text: t('wallet.personal.saved') });
      window.location.assign(`/${ctx.lng}/office/account`);
    } catch (error) {
      const issueKeys = personalDataIssueKeys(
        error,
        FIELDS.map(({ name }) => name),
      );
      setIssues(Object.fromEntries(Object.entries(issueKeys).map(([name, key]) => [name, t(key)])));
      const isRefused = Object.keys(issueKeys).length > 0;
      publish('notify', { kind: 'error', text: t(isRefused ? 'wallet.personal.not_saved' : 'main_query_error') });
      setIsSaving(false);
    }
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('wallet.personal.label')}
      onSubmit={(event) => {
        event.preventDefault();
        void save(values);
      }}
    >
      {FIELDS.map(({ name, type }) => (
        <label key={name} className={styles.field}>
          {t(`wallet.personal.${name}`)}
          <input
            name={name}
            type={type}
            value={values[name]}
            aria-invalid={issues[name] ? true : undefined}
            onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          />
          {issues[name] && <span className={styles.issue}>{issues[name]}</span>}
        </label>
      ))}
      <button type="submit" className={styles.button} disabled={isSaving}>
        {t('wallet.personal.save')}
      </button>
    </HydratedForm>
  );
}
