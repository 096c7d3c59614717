import type { MailingPreferences } from '@betfront/contract/mailing';
import type { OfficeSettingBody, OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { CARD_CLASS, SegmentedControl, Switch } from '@betfront/ui';
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import { useRequest } from '../shared/use-request';
import { loadOfficeSettings } from './settings-api';
import styles from './settings.module.css';
import { useOfficeSettings } from './use-office-settings';
import type { SaveOutcome } from './use-office-settings';

const NOTIFICATION_GROUPS: readonly { channel: 'email' | 'sms'; keys: readonly (keyof MailingPreferences)[] }[] = [
  { channel: 'email', keys: ['news_email', 'deposit_email', 'bet_email'] },
  { channel: 'sms', keys: ['news_sms'] },
];

const BONUS_CHOICES = ['1', '2', '0'] as const;

/** The sections kept on pages of their own, linked from here. */
const ELSEWHERE = ['disallow-sports', 'wallets', 'promo-code-check', 'cashback'] as const;

/** The section each setting is changed in, where its outcome is told. */
const SECTION_OF: Readonly<Record<OfficeSettingBody['id'], string>> = {
  user_hide_balance: 'common',
  news_email: 'notification',
  news_sms: 'notification',
  deposit_email: 'notification',
  bet_email: 'notification',
  bonus_choice: 'bonus',
};

interface SectionProps {
  id: string;
  outcome?: SaveOutcome;
  t: Translate;
  children: ReactNode;
}

function Section({ id, outcome, t, children }: SectionProps) {
  return (
    <section className={CARD_CLASS.card} aria-labelledby={`settings-${id}`}>
      <h2 id={`settings-${id}`} className={CARD_CLASS.title}>
        {t(`office-settings.section.${id}`)}
      </h2>
      {children}
      {outcome && SECTION_OF[outcome.id] === id && (
        <p role={outcome.tone === 'danger' ? 'alert' : 'status'} className={styles.outcome} data-tone={outcome.tone}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}

function SettingsForm({ initial, lng, t }: { initial: OfficeSettingsAnswer; lng: string; t: Translate }) {
  const { settings, saving, outcome, save } = useOfficeSettings(initial, lng, t);
  const { notificationSettings: notifications, bonusSetting: bonus } = settings;
  const hasAddress = { email: notifications.has_email, sms: notifications.has_phone };
  return (
    <div className={styles.sections}>
      <Section id="common" outcome={outcome} t={t}>
        <Switch
          label={t('office-settings.hide_balance')}
          checked={settings.commonSettings.user_hide_balance}
          disabled={saving !== null}
          onChange={(value) => void save({ id: 'user_hide_balance', value })}
        />
      </Section>
      <Section id="notification" outcome={outcome} t={t}>
        {NOTIFICATION_GROUPS.map(({ channel, keys }) => (
          <fieldset key={channel} className={styles.group}>
            <legend className={styles.legend}>{t(`mailing.channel.${channel}`)}</legend>
            {!hasAddress[channel] && <p className={styles.hint}>{t(`mailing.no_address.${channel}`)}</p>}
            {keys.map((key) => (
              <Switch
                key={key}
                label={t(`mailing.switch.${key}`)}
                checked={notifications[key]}
                disabled={saving !== null || !hasAddress[channel]}
                onChange={(value) => void save({ id: key, value })}
              />
            ))}
          </fieldset>
        ))}
      </Section>
      <Section id="bonus" outcome={outcome} t={t}>
        <SegmentedControl
          label={t('office-settings.section.bonus')}
          options={BONUS_CHOICES.map((value) => ({ value, label: t(`office-settings.bonus_choice.${value}`) }))}
          value={String(bonus.bonus_choice) as (typeof BONUS_CHOICES)[number]}
          onChange={(value) =>
            bonus.is_changeable && void save({ id: 'bonus_choice', value: Number(value) as 0 | 1 | 2 })
          }
        />
        <p className={styles.hint}>
          {t(bonus.is_changeable ? 'office-settings.bonus_open' : 'office-settings.bonus_closed')}
        </p>
      </Section>
      <Section id="first-deposit" t={t}>
        <p data-testid="first-deposit-bonus">
          {t(
            settings.firstDepositBonusSetting.isAvailableFirstDepositBonus
              ? 'office-settings.first_deposit.waiting'
              : 'office-settings.first_deposit.none',
          )}
        </p>
        {settings.firstDepositBonusSetting.isAvailableFirstDepositBonus && (
          <a href={`/${lng}/office/recharge`}>{t('office-settings.first_deposit.recharge')}</a>
        )}
      </Section>
      <Section id="elsewhere" t={t}>
        <ul className={styles.links}>
          {ELSEWHERE.map((page) => (
            <li key={page}>
              <a href={`/${lng}/office/${page}`}>{t(`office-settings.link.${page}`)}</a>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

/** office.account-settings: the office settings sections, each change saved at once. */
export function AccountSettingsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const request = useRequest(
    ['office-settings'],
    useCallback((signal: AbortSignal) => loadOfficeSettings(signal), []),
  );
  if (request.value === null) return <RequestPending request={request} t={t} />;
  return <SettingsForm initial={request.value} lng={ctx.lng} t={t} />;
}
