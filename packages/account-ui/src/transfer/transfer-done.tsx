import type { Translate } from '@betfront/remote-kit';
import { CredentialsList } from '../registration/credentials-list';
import styles from '../registration/registration.module.css';
import type { TransferredAccount } from './transfer-code-step';

/** The new account's number and password, shown once: the player is logged in with it already. */
export function TransferDone({
  t,
  account,
  onContinue,
}: {
  t: Translate;
  account: TransferredAccount;
  onContinue(): void;
}) {
  return (
    <section className={styles.form}>
      <p role="status" className={styles.notice}>
        {t('transfer.done.ready')}
      </p>
      <CredentialsList
        t={t}
        rows={[
          {
            label: t('transfer.done.account'),
            value: String(account.id),
            copyLabel: t('transfer.done.copy_account'),
            testId: 'transfer-account',
          },
          {
            label: t('transfer.done.password'),
            value: account.password,
            copyLabel: t('transfer.done.copy_password'),
            testId: 'transfer-password',
          },
        ]}
      />
      <p className={styles.hint}>{t('transfer.done.how_to_log_in')}</p>
      <button type="button" className={styles.primary} onClick={onContinue}>
        {t('transfer.done.continue')}
      </button>
    </section>
  );
}
