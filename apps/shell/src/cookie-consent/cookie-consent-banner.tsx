import { consentTypeOf, COOKIE_CONSENT } from '@betfront/remote-kit';
import type { CookieConsentType, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, Switch, useHydrated } from '@betfront/ui';
import { useId, useState } from 'react';
import { saveCookieConsent } from './save-cookie-consent';
import styles from './cookie-consent-banner.module.css';

/**
 * Asks a visitor who has not chosen yet which cookies the site may keep: all, only the necessary ones, or a
 * choice of preferences and analytics. Rendered by the server for a visitor without the cookie, so it paints with the
 * page, over its bottom edge, until answered.
 */
export function CookieConsentBanner({ lng, t }: { lng: string; t: Translate }) {
  const [isAsking, setAsking] = useState(true);
  // The answer is written by the page's script: until it runs, the buttons wait rather than ignore a tap.
  const isHydrated = useHydrated();
  const [isChoosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState({ preferences: true, analytics: false });
  const titleId = useId();

  if (!isAsking) return null;
  const answer = (type: CookieConsentType) => {
    saveCookieConsent(type);
    setAsking(false);
  };
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('shell.cookies.title')}
      </h2>
      <p className={styles.text}>
        {t('shell.cookies.text')} <a href={`/${lng}/information/cookies`}>{t('shell.cookies.policy')}</a>
      </p>
      {isChoosing && (
        <div className={styles.choices}>
          <Switch checked disabled label={t('shell.cookies.necessary')} onChange={() => undefined} />
          <Switch
            checked={choice.preferences}
            label={t('shell.cookies.preferences')}
            onChange={(preferences) => setChoice((current) => ({ ...current, preferences }))}
          />
          <Switch
            checked={choice.analytics}
            label={t('shell.cookies.analytics')}
            onChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
          />
        </div>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          disabled={!isHydrated}
          className={BUTTON_CLASS.primary}
          onClick={() => answer(COOKIE_CONSENT.all)}
        >
          {t('shell.cookies.accept_all')}
        </button>
        <button
          type="button"
          disabled={!isHydrated}
          className={BUTTON_CLASS.secondary}
          onClick={() => answer(COOKIE_CONSENT.necessary)}
        >
          {t('shell.cookies.necessary_only')}
        </button>
        {isChoosing ? (
          <button
            type="button"
            disabled={!isHydrated}
            className={BUTTON_CLASS.secondary}
            onClick={() => answer(consentTypeOf(choice))}
          >
            {t('shell.cookies.save_choice')}
          </button>
        ) : (
          <button type="button" disabled={!isHydrated} className={styles.choose} onClick={() => setChoosing(true)}>
            {t('shell.cookies.choose')}
          </button>
        )}
      </div>
    </section>
  );
}
