import type { Translate } from '@betfront/remote-kit';
import { COEF_VIEWS } from '../odds/coef-format';
import type { CoefViewId } from '../odds/coef-format';
import { changePrefs, useBettingPrefs } from './use-betting-prefs';
import styles from './prefs-switcher.module.css';

/** Chooses the odds format and the European or Asian view; the choice stays in this browser. */
export function PrefsSwitcher({ t }: { t: Translate }) {
  const { appViewType, coefViewId } = useBettingPrefs();
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
          value={appViewType}
          onChange={(event) => changePrefs({ appViewType: event.target.value === '1' ? 1 : 0 })}
        >
          <option value={0}>{t('betting.prefs.view.european')}</option>
          <option value={1}>{t('betting.prefs.view.asian')}</option>
        </select>
      </label>
    </div>
  );
}
