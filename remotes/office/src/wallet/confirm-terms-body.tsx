import { confirmAgreement, fetchAgreementStatus } from '@betfront/account-ui/wallet';
import { useHydrated } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { publish } from '@betfront/remote-kit';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { useEffect, useId, useState } from 'react';
import type { OfficeData } from '../office-data';
import styles from './wallet-forms.module.css';

const TERMS_POINTS = ['wallet.terms.point.rules', 'wallet.terms.point.limits', 'wallet.terms.point.data'] as const;

/** The changed terms and their confirmation; afterwards the player goes back to the remembered page. */
export function ConfirmTermsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const isHydrated = useHydrated();
  const read = useQuery({ queryKey: ['agreement', 'status'], queryFn: fetchAgreementStatus });
  const status = isHydrated ? read.data : undefined;
  const [hasRead, setHasRead] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const checkboxId = useId();
  const { lng } = ctx;

  const hasFailed = read.isError;
  useEffect(() => {
    if (hasFailed) publish('notify', { kind: 'error', text: t('main_query_error') });
  }, [hasFailed, t]);

  async function confirm(version: number) {
    setIsSending(true);
    try {
      const answer = await confirmAgreement(version);
      window.location.assign(answer.returnTo ?? `/${lng}`);
    } catch {
      publish('notify', { kind: 'error', text: t('wallet.terms.failed') });
      setIsSending(false);
    }
  }

  if (!status) return null;
  return (
    <section className={styles.form} aria-label={t('wallet.terms.label')}>
      <p>{t('wallet.terms.intro')}</p>
      <ul>
        {TERMS_POINTS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p>
        <a href={`/${lng}/information/rules`}>{t('wallet.terms.rules_link')}</a>
      </p>
      {status.result ? (
        <p>
          <a href={`/${lng}`}>{t('wallet.terms.already')}</a>
        </p>
      ) : (
        <>
          <label className={styles.check} htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={hasRead}
              onChange={(event) => setHasRead(event.target.checked)}
            />
            {t('wallet.terms.read')}
          </label>
          <button
            type="button"
            className={styles.button}
            disabled={!hasRead || isSending}
            onClick={() => void confirm(status.version)}
          >
            {t('wallet.terms.confirm')}
          </button>
        </>
      )}
    </section>
  );
}
