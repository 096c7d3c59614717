import type { MailingPreferences, MailingSettingsAnswer } from '@betfront/contract/mailing';
import type { Translate } from '@betfront/remote-kit';
import { CARD_CLASS, Switch } from '@betfront/ui';
import { useState } from 'react';
import { saveMailingSettings } from './mailing-api';
import styles from './mailing.module.css';

type Channel = 'email' | 'sms';
const GROUPS: readonly { channel: Channel; switches: readonly (keyof MailingPreferences)[] }[] = [
  { channel: 'email', switches: ['news_email', 'deposit_email', 'bet_email'] },
  { channel: 'sms', switches: ['news_sms'] },
];

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The mailing switches by channel; each change is stored at once, and a channel without an address is off. */
export function MailingSwitches({ lng, initial, t }: { lng: string; initial: MailingSettingsAnswer; t: Translate }) {
  const [settings, setSettings] = useState(initial);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const hasAddress = { email: settings.has_email, sms: settings.has_phone };

  const change = async (key: keyof MailingPreferences, value: boolean) => {
    setSaveState('saving');
    try {
      setSettings(await saveMailingSettings({ ...settings.preferences, [key]: value }));
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  };

  return (
    <div className={styles.groups}>
      {GROUPS.map(({ channel, switches }) => (
        <fieldset key={channel} className={`${CARD_CLASS.card} ${styles.group}`}>
          <legend className={styles.legend}>{t(`mailing.channel.${channel}`)}</legend>
          {!hasAddress[channel] && (
            <p className={styles.hint}>
              {t(`mailing.no_address.${channel}`)}{' '}
              <a href={`/${lng}/office/${channel === 'email' ? 'account' : 'phone-binding'}`}>
                {t(`mailing.add_address.${channel}`)}
              </a>
            </p>
          )}
          {switches.map((key) => (
            <Switch
              key={key}
              label={t(`mailing.switch.${key}`)}
              checked={hasAddress[channel] && settings.preferences[key]}
              disabled={!hasAddress[channel] || saveState === 'saving'}
              onChange={(value) => void change(key, value)}
            />
          ))}
        </fieldset>
      ))}
      {saveState === 'saved' && (
        <p role="status" className={styles.saved}>
          {t('mailing.saved')}
        </p>
      )}
      {saveState === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('mailing.failed')}
        </p>
      )}
    </div>
  );
}
