import { DateField, HydratedForm } from '@betfront/ui';
import { fetchUserConfig, savePersonalData } from '@betfront/account-ui/wallet';
import type { SecureData } from '@betfront/contract/secure-data';
import type { PersonalDataBody, UserConfig } from '@betfront/contract/user-config';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import type { OfficeData } from '../office-data';
import { dateFieldLabels } from '../shared/filter-form';
import { personalDataIssueKeys } from './personal-data-issues';
import { fetchSecureData } from './secure-data-api';
import { SecureDataGate } from './secure-data-gate';
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

/**
 * The personal data form, opened by a re-confirmation since it carries the secure data; the platform checks every
 * field and names the ones it refuses.
 */
export function AccountEditBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const [config, setConfig] = useState<UserConfig | null>(null);
  const [values, setValues] = useState<Values | null>(null);
  const [issues, setIssues] = useState<Readonly<Record<string, string>>>({});
  const [isSaving, setIsSaving] = useState(false);

  const fill = (data: UserConfig['user_data'], secure: SecureData) =>
    setValues(Object.fromEntries(FIELDS.map(({ name }) => [name, { ...data, ...secure }[name] ?? ''])) as Values);

  useEffect(() => {
    Promise.all([fetchUserConfig(), fetchSecureData()]).then(
      ([loaded, secure]) => {
        setConfig(loaded);
        if (secure) fill(loaded.user_data, secure);
      },
      () => undefined,
    );
  }, []);
  if (!config) return null;
  if (!values) {
    return (
      <SecureDataGate
        byCode={config.protection_methods.enable_two_factor_auth}
        t={t}
        onOpened={(secure) => fill(config.user_data, secure)}
      />
    );
  }

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
          {type === 'date' ? (
            <DateField
              name={name}
              lng={ctx.lng}
              defaultValue={values[name]}
              labels={dateFieldLabels(t)}
              onChange={(isoDay) => setValues((current) => current && { ...current, [name]: isoDay })}
            />
          ) : (
            <input
              name={name}
              value={values[name]}
              aria-invalid={issues[name] ? true : undefined}
              onChange={(event) => setValues({ ...values, [name]: event.target.value })}
            />
          )}
          {issues[name] && <span className={styles.issue}>{issues[name]}</span>}
        </label>
      ))}
      <button type="submit" className={styles.button} disabled={isSaving}>
        {t('wallet.personal.save')}
      </button>
    </HydratedForm>
  );
}
