import { FieldFrame, useForm } from '@betfront/account-ui/forms';
import { HydratedForm } from '@betfront/ui';
import { announceAccounts, convertMainAccount, useConvertStatus, useCurrencies } from '@betfront/account-ui/wallet';
import { isApiError } from '@betfront/api-client';
import { convertMainBodySchema } from '@betfront/contract/accounts';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import styles from './wallet-forms.module.css';

/** The platform's own words for a refused conversion; the general failure text for any other. */
const convertErrorMessage = (error: unknown) =>
  isApiError(error) && error.message
    ? { key: 'form_platform_refusal', vars: { message: error.message } }
    : 'main_query_error';

/** Whether the main account may change currency (then the form for it) and whether another account may open. */
export function ConvertAccountBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { status, refresh } = useConvertStatus();
  const [chosen, setChosen] = useState('');
  const currencies = useCurrencies(ctx.lng);
  const form = useForm(convertErrorMessage, t);
  const currencyLabel = t('wallet.convert.currency');
  if (!status) return null;

  async function convert() {
    const body = { currency_id: Number(chosen) };
    const accounts = await form.submit({ schema: convertMainBodySchema, body }, convertMainAccount);
    if (!accounts) return;
    announceAccounts(accounts);
    publish('notify', { kind: 'done', text: t('wallet.convert.done') });
    await refresh();
  }

  return (
    <section className={styles.form} aria-label={t('wallet.convert.label')}>
      <p>{t(status.mainAccountAllowed ? 'wallet.convert.main_allowed' : 'wallet.convert.main_refused')}</p>
      {status.mainAccountAllowed && (
        <HydratedForm
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== '' && !form.pending) void convert();
          }}
        >
          <FieldFrame label={currencyLabel} error={form.fieldError('currency_id', currencyLabel)}>
            {(control) => (
              <select {...control} value={chosen} onChange={(event) => setChosen(event.target.value)}>
                <option value="">{t('wallet.add.choose')}</option>
                {currencies.map((currency) => (
                  <option key={currency.id} value={currency.id}>{`${currency.iso} — ${currency.name}`}</option>
                ))}
              </select>
            )}
          </FieldFrame>
          {form.errorKey && (
            <p role="alert" className={styles.issue}>
              {t(form.errorKey, form.errorVars)}
            </p>
          )}
          <button type="submit" className={styles.button} disabled={chosen === '' || form.pending}>
            {t('wallet.convert.button')}
          </button>
        </HydratedForm>
      )}
      <p>
        {status.additionalAccountAllowed ? (
          <a href={`/${ctx.lng}/office/wallets`}>{t('wallet.convert.additional_allowed')}</a>
        ) : (
          t('wallet.convert.additional_refused')
        )}
      </p>
    </section>
  );
}
