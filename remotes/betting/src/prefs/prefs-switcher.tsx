import { useLayoutPreference } from '@betfront/account-ui/layout';
import { browserLocalStorage } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { Switch } from '@betfront/ui';
import { useEffect } from 'react';
import { COEF_VIEWS } from '../odds/coef-format';
import type { CoefViewId } from '../odds/coef-format';
import { takeStoredViewType } from './betting-prefs';
import { changePrefs, useBettingPrefs } from './use-betting-prefs';
import styles from './prefs-switcher.module.css';

/**
 * Chooses the odds format (kept in this browser), the European or Asian view and the champs grouped by country
 * (site preferences: on the player's account, or in the visitor's cookies).
 */
export function PrefsSwitcher({ t }: { t: Translate }) {
  const { coefViewId } = useBettingPrefs();
  const { layout, change, notKept } = useLayoutPreference(t);

  useEffect(() => {
    const stored = takeStoredViewType(browserLocalStorage());
    if (stored !== null && stored !== layout.app_view_type) change({ app_view_type: stored });
    // Once per page: a view stored by an earlier version of the site moves to where the view now lives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.switcher}>
      <label>
        <span>{t('betting.prefs.coef_view')}</span>
        <select
          value={coefViewId}
          onChange={(event) => changePrefs({ coefViewId: Number(event.target.value) as CoefViewId })}
        >
          {COEF_VIEWS.map((view, index) => (
            <option key={view} value={index}>
              {t(`betting.prefs.coef.${view}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('betting.prefs.app_view')}</span>
        <select
          value={layout.app_view_type}
          onChange={(event) => change({ app_view_type: event.target.value === '1' ? 1 : 0 })}
        >
          <option value={0}>{t('betting.prefs.view.european')}</option>
          <option value={1}>{t('betting.prefs.view.asian')}</option>
        </select>
      </label>
      <Switch
        label={t('layout.group_by_country')}
        checked={layout.group_by_country}
        onChange={(checked) => change({ group_by_country: checked })}
      />
      {notKept !== null && (
        <p role="status" className={styles.notKept}>
          {notKept}
        </p>
      )}
    </div>
  );
}
