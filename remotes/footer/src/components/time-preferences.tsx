import type { Translate } from '@betfront/remote-kit';
import { timeDisplay } from '@betfront/ui';
import styles from './preference-section.module.css';
import { PreferenceSection } from './preference-section';
import { usePreferenceSave } from './use-preference-save';

/** Every whole-hour zone the site offers, west to east. */
const ZONES = Array.from({ length: 27 }, (_, index) => index - 12);

export const zoneLabel = (hours: number) => (hours === 0 ? 'UTC' : `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`);

/**
 * The time zone and the clock every time on the site is written in. A choice reloads the page, so the server
 * writes each time anew, the same on the first response as after.
 */
export function TimePreferences({ t }: { t: Translate }) {
  const { timeZone, is12h } = timeDisplay();
  const { saving, status, save } = usePreferenceSave(t, () => window.location.reload());

  return (
    <PreferenceSection id="footer-time" title={t('preferences.time.title')} status={status}>
      <label className={styles.field}>
        <span>{t('preferences.time.zone_label')}</span>
        <select
          value={timeZone}
          disabled={saving}
          onChange={(event) => void save({ time_zone: Number(event.target.value) })}
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
          onChange={(event) => void save({ is_12h: event.target.value === '12' })}
        >
          <option value="24">{t('preferences.time.clock_24')}</option>
          <option value="12">{t('preferences.time.clock_12')}</option>
        </select>
      </label>
    </PreferenceSection>
  );
}
