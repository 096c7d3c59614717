import {
  areContactFieldsFilled,
  areProfileFieldsComplete,
  isBanned,
  isNotVerified,
  isPendingVerification,
  isVerified,
  protectionStatusOf,
  useUserConfig,
} from '@betfront/account-ui/wallet';
import type { UserConfig } from '@betfront/contract/user-config';
import { formatDate } from '@betfront/ui';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { OfficeData } from '../office-data';
import { SecureDataGate } from './secure-data-gate';
import { useSecureData } from './use-secure-data';
import styles from './wallet-forms.module.css';

const PERSONAL_FIELDS = [
  'name',
  'surname',
  'date_birthday',
  'passport',
  'passport_date',
  'registration_address',
  'inn',
] as const;

function verificationKey(config: UserConfig): string {
  if (isBanned(config)) return 'wallet.verification.banned';
  if (isVerified(config)) return 'wallet.verification.verified';
  if (isPendingVerification(config)) return 'wallet.verification.pending';
  return isNotVerified(config) ? 'wallet.verification.not_verified' : 'wallet.verification.unknown';
}

const DATE_FIELDS: ReadonlySet<string> = new Set(['date_birthday', 'passport_date']);

/** A personal field as the player reads it: the two dates (stored as YYYY-MM-DD, a UTC day) in the site's format. */
function personalValue(field: string, value: string | null | undefined, lng: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  return DATE_FIELDS.has(field) ? formatDate(value, lng, { timeZone: 'UTC' }) : value;
}

const yesNo = (value: boolean, t: Translate) => t(value ? 'wallet.yes' : 'wallet.no');

/** The personal data, contacts, protection level and verification state, with the way to edit them. */
export function AccountBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { config } = useUserConfig();
  const { secure, isSettled } = useSecureData();
  const [isAsking, setIsAsking] = useState(false);
  if (!config || !isSettled) return null;
  const empty = t('wallet.personal.empty');
  // The user config carries the secure texts masked; the secure-data call shows them once the player confirms.
  const shown = { ...config.user_data, ...secure };
  // Verification is about who the player is; protection is about how the sign-in is guarded: two separate facts.
  const protection = protectionStatusOf(config.protection_level);
  return (
    <section className={styles.form} aria-label={t('wallet.personal.label')}>
      <dl className={styles.facts}>
        {PERSONAL_FIELDS.map((field) => (
          <div key={field} className={styles.row}>
            <dt>{t(`wallet.personal.${field}`)}</dt>
            <dd>{personalValue(field, shown[field], ctx.lng) ?? empty}</dd>
          </div>
        ))}
        <dt>{t('wallet.contacts.phone')}</dt>
        <dd>{config.phone_number ?? empty}</dd>
        <dt>{t('wallet.contacts.email')}</dt>
        <dd>{config.user_email ?? empty}</dd>
        <dt>{t('wallet.verification.label')}</dt>
        <dd className={styles.status}>{t(verificationKey(config))}</dd>
        <dt>{t('wallet.personal.complete')}</dt>
        <dd>{yesNo(areProfileFieldsComplete(config), t)}</dd>
        <dt>{t('wallet.contacts.filled')}</dt>
        <dd>{yesNo(areContactFieldsFilled(config), t)}</dd>
        <dt>{t('wallet.protection.label')}</dt>
        <dd>
          <span className={styles.status} data-protection={protection}>
            {t(`wallet.protection.${protection}`, { level: config.protection_level ?? 0 })}
          </span>
          {protection !== 'full' && (
            <>
              {' · '}
              <a href={`/${ctx.lng}/office/security`}>{t('wallet.protection.improve')}</a>
            </>
          )}
        </dd>
      </dl>
      {!secure && !isAsking && (
        <button type="button" className={styles.button} onClick={() => setIsAsking(true)}>
          {t('secure-data.gate.show')}
        </button>
      )}
      {!secure && isAsking && <SecureDataGate byCode={config.protection_methods.enable_two_factor_auth} t={t} />}
      <a className={styles.button} href={`/${ctx.lng}/office/account/edit`}>
        {t('wallet.personal.edit')}
      </a>
    </section>
  );
}
