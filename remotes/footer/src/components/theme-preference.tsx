import type { Theme } from '@betfront/contract/preferences';
import type { Translate } from '@betfront/remote-kit';
import { applyThemeChoice, themeChoice } from '@betfront/ui';
import { useState } from 'react';
import styles from './preference-section.module.css';
import { PreferenceSection } from './preference-section';
import { usePreferenceSave } from './use-preference-save';

const THEMES: readonly Theme[] = ['light', 'dark', 'system'];

/** The site's colours: light, dark, or as the device prefers. A saved choice redraws the page at once. */
export function ThemePreference({ t }: { t: Translate }) {
  const [theme, setTheme] = useState(themeChoice);
  const { saving, status, save } = usePreferenceSave(t, (saved) => {
    applyThemeChoice(saved.theme);
    setTheme(saved.theme);
  });

  return (
    <PreferenceSection id="footer-theme" title={t('preferences.theme.title')} status={status}>
      <label className={styles.field}>
        <span>{t('preferences.theme.label')}</span>
        <select value={theme} disabled={saving} onChange={(event) => void save({ theme: event.target.value as Theme })}>
          {THEMES.map((option) => (
            <option key={option} value={option}>
              {t(`preferences.theme.${option}`)}
            </option>
          ))}
        </select>
      </label>
    </PreferenceSection>
  );
}
