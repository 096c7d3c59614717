import { HydratedForm } from '@betfront/ui';
import { announceAccounts, convertMainAccount, useConvertStatus, useCurrencies } from '@betfront/account-ui/wallet';
import { isApiError } from '@betfront/api-client';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import styles from './wallet-forms.module.css';

/** Whether the main account may change currency (then the form for it) and whether another account may open. */
export function ConvertAccountBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { status, refresh } = useConvertStatus();
  const [chosen, setChosen] = useState('');
  const currencies = useCurrencies(ctx.lng);
  if (!status) return null;

  async function convert(currencyId: number) {
    try {
      announceAccounts(await convertMainAccount(currencyId));
      publish('notify', { kind: 'done', text: t('wallet.convert.done') });
      await refresh();
    } catch (error) {
      publish('notify', { kind: 'error', text: isApiError(error) ? error.message : t('main_query_error') });
    }
  }

  return (
    <section className={styles.form} aria-label={t('wallet.convert.label')}>
      <p>{t(status.mainAccountAllowed ? 'wallet.convert.main_allowed' : 'wallet.convert.main_refused')}</p>
      {status.mainAccountAllowed && (
        <HydratedForm
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== '') void convert(Number(chosen));
          }}
        >
          <label className={styles.field}>
            {t('wallet.convert.currency')}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">{t('wallet.add.choose')}</option>
              {currencies.map((currency) => (
                <option key={currency.id} value={currency.id}>{`${currency.iso} — ${currency.name}`}</option>
              ))}
            </select>
          </label>
          <button type="submit" className={styles.button} disabled={chosen === ''}>
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
