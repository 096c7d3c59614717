import { refusalText, savePreferences } from '@betfront/api-client';
import type { PreferencesBody } from '@betfront/contract/preferences';
import type { Translate } from '@betfront/remote-kit';
import { timeDisplay } from '@betfront/ui';
import { useState } from 'react';
import styles from './time-preferences.module.css';

/** Every whole-hour zone the site offers, west to east. */
const ZONES = Array.from({ length: 27 }, (_, index) => index - 12);
const REFUSALS = ['preferences_not_allowed'] as const;

export const zoneLabel = (hours: number) => (hours === 0 ? 'UTC' : `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`);

/**
 * The time zone and the clock every time on the site is written in. A choice reloads the page, so the server
 * writes each time anew, the same on the first response as after.
 */
export function TimePreferences({ t }: { t: Translate }) {
  const { timeZone, is12h } = timeDisplay();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (body: PreferencesBody) => {
    setSaving(true);
    setError(null);
    try {
      await savePreferences(body);
      window.location.reload();
    } catch (refusal) {
      setError(refusalText(refusal, t, 'preferences', REFUSALS));
      setSaving(false);
    }
  };

  return (
    <section className={styles.preferences} aria-labelledby="footer-time">
      <h2 id="footer-time" className={styles.title}>
        {t('preferences.time.title')}
      </h2>
      <label className={styles.field}>
        <span>{t('preferences.time.zone_label')}</span>
        <select
          value={timeZone}
          disabled={saving}
          onChange={(event) => void choose({ time_zone: Number(event.target.value) })}
        >
          {ZONES.map((hours) => (
            <option key={hours} value={hours}>
              {zoneLabel(hours)}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('preferences.time.clock_label')}</span>
        <select
          value={is12h ? '12' : '24'}
          disabled={saving}
          onChange={(event) => void choose({ is_12h: event.target.value === '12' })}
        >
          <option value="24">{t('preferences.time.clock_24')}</option>
          <option value="12">{t('preferences.time.clock_12')}</option>
        </select>
      </label>
      {/* A live region without the status role: the page's own status messages stay the page's only status. */}
      <p className={styles.status} aria-live="polite">
        {saving ? t('preferences.time.saving') : error}
      </p>
    </section>
  );
}
