import { FieldFrame, TextField, useForm } from '@betfront/account-ui/forms';
import { DateField, HydratedForm } from '@betfront/ui';
import { savePersonalData, USER_CONFIG_KEY, useUserConfig } from '@betfront/account-ui/wallet';
import { isApiError } from '@betfront/api-client';
import type { SecureData } from '@betfront/contract/secure-data';
import { personalDataBodySchema } from '@betfront/contract/user-config';
import type { PersonalDataBody, UserConfig } from '@betfront/contract/user-config';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { dateFieldLabels } from '../shared/filter-form';
import { SecureDataGate } from './secure-data-gate';
import { useSecureData } from './use-secure-data';
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

const toBody = (values: Values) =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, values[name].trim() === '' ? null : values[name].trim()]));

/** A refusal that names fields says so; any other failure is the general one. */
const saveErrorKey = (error: unknown) =>
  isApiError(error) && error.status === 400 ? 'wallet.personal.not_saved' : 'main_query_error';

const valuesOf = (data: UserConfig['user_data'], secure: SecureData) =>
  Object.fromEntries(FIELDS.map(({ name }) => [name, { ...data, ...secure }[name] ?? ''])) as Values;

/**
 * The personal data form, opened by a re-confirmation since it carries the secure data (and closed again when the
 * confirmation lapses); the browser and the platform check every field and name the ones they refuse.
 */
export function AccountEditBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { config } = useUserConfig();
  const { secure, isSettled } = useSecureData();
  if (!config || !isSettled) return null;
  if (!secure) return <SecureDataGate byCode={config.protection_methods.enable_two_factor_auth} t={t} />;
  return <PersonalDataForm lng={ctx.lng} t={t} initial={valuesOf(config.user_data, secure)} />;
}

function PersonalDataForm({ lng, t, initial }: { lng: string; t: Translate; initial: Values }) {
  const queries = useQueryClient();
  const [values, setValues] = useState(initial);
  const form = useForm(saveErrorKey, t);

  async function save(current: Values) {
    const saved = await form.submit({ schema: personalDataBodySchema, body: toBody(current) }, savePersonalData);
    if (!saved) return;
    queries.setQueryData(USER_CONFIG_KEY, saved);
    publish('notify', { kind: 'done', text: t('wallet.personal.saved') });
    window.location.assign(`/${lng}/office/account`);
  }

  return (
    <HydratedForm
      className={styles.form}
      aria-label={t('wallet.personal.label')}
      onSubmit={(event) => {
        event.preventDefault();
        if (!form.pending) void save(values);
      }}
    >
      {FIELDS.map(({ name, type }) => {
        const label = t(`wallet.personal.${name}`);
        const error = form.fieldError(name, label);
        return type === 'date' ? (
          <FieldFrame key={name} label={label} error={error}>
            {(control) => (
              <DateField
                {...control}
                name={name}
                lng={lng}
                defaultValue={values[name]}
                labels={dateFieldLabels(t)}
                onChange={(isoDay) => setValues((shown) => ({ ...shown, [name]: isoDay }))}
              />
            )}
          </FieldFrame>
        ) : (
          <TextField
            key={name}
            label={label}
            name={name}
            value={values[name]}
            error={error}
            onChange={(typed) => setValues({ ...values, [name]: typed })}
          />
        );
      })}
      {form.errorKey && (
        <p role="alert" className={styles.issue}>
          {t(form.errorKey)}
        </p>
      )}
      <button type="submit" className={styles.button} disabled={form.pending}>
        {t('wallet.personal.save')}
      </button>
    </HydratedForm>
  );
}
