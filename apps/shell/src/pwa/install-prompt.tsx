import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect, useState } from 'react';
import { useShell } from '../app/shell-context';
import { parseQueryFlags } from '../routes/query-flags';
import { browserStorage } from '../session/browser-storage';
import { mayOfferInstall, readInstallPromptDismissal, recordInstallPromptDismissal } from './install-prompt-rules';
import styles from './install-prompt.module.css';

/** Chromium's event that lets a page offer to install it, held until the player answers. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches ||
  (navigator as Navigator & { standalone?: boolean }).standalone === true;

/**
 * Offers to install the site as an app when the browser can, above the footer so it never covers the page;
 * "not now" keeps it away for 3 days.
 */
export function InstallPrompt() {
  const { state, t } = useShell();
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const { appSkip } = parseQueryFlags(new URLSearchParams(state.route?.query));

  useEffect(() => {
    const offer = mayOfferInstall({
      config: state.config,
      isLoggedIn: state.session.user_id !== null,
      appSkip,
      isStandalone: isStandalone(),
      dismissedAt: readInstallPromptDismissal(browserStorage),
      now: Date.now(),
    });
    if (!offer) return;
    const onPrompt = (event: Event) => {
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setDeferred(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, [state.config, state.session.user_id, appSkip]);

  if (!deferred) return null;
  const install = async () => {
    await deferred.prompt();
    const { outcome } = await deferred.userChoice;
    if (outcome === 'dismissed') recordInstallPromptDismissal(browserStorage, Date.now());
    setDeferred(null);
  };
  const notNow = () => {
    recordInstallPromptDismissal(browserStorage, Date.now());
    setDeferred(null);
  };
  return (
    <aside className={styles.prompt} aria-label={t('shell.install.label')}>
      <p className={styles.text}>{t('shell.install.text', { name: state.config.projectName })}</p>
      <div className={styles.actions}>
        <button type="button" className={BUTTON_CLASS.primary} onClick={() => void install()}>
          {t('shell.install.accept')}
        </button>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={notNow}>
          {t('shell.install.later')}
        </button>
      </div>
    </aside>
  );
}
