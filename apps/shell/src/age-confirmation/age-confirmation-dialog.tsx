import type { AgeConfirmationMode } from '@betfront/contract/site-config';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { browserSessionStorage, browserStorage } from '../session/browser-storage';
import styles from '../components/logout-dialog.module.css';
import { keepAgeConfirmation, mustConfirmAge } from './age-confirmation';

const storages = { local: browserStorage, session: browserSessionStorage };

/** Whether this browser's visitor is to answer the 18+ question: the page then asks for the texts it shows. */
export function isAgeQuestionDue(mode: AgeConfirmationMode, isVisitor: boolean): boolean {
  return mustConfirmAge(mode, isVisitor, storages, Date.now());
}

/**
 * The 18+ question a visitor answers before the site's betting and casino (site §5): no close button, no outside
 * click, no Escape; shown until accepted. Declining leaves the site.
 */
export function AgeConfirmationDialog({
  mode,
  isVisitor,
  t,
}: {
  mode: AgeConfirmationMode;
  isVisitor: boolean;
  t: Translate;
}) {
  // Rendered only in the browser: the acceptance is kept in the browser's storage, never seen by the server.
  const [isAsking, setAsking] = useState(() => isAgeQuestionDue(mode, isVisitor));
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (isAsking && dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, [isAsking]);

  if (!isAsking) return null;
  const confirm = () => {
    keepAgeConfirmation(mode, storages, Date.now());
    setAsking(false);
  };
  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="age-confirmation"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className={styles.title}>
        {t('shell.age.title')}
      </h2>
      <p className={styles.text}>{t('shell.age.text')}</p>
      <div className={styles.actions}>
        <button type="button" className={BUTTON_CLASS.primary} onClick={confirm}>
          {t('shell.age.confirm')}
        </button>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={() => window.location.replace('about:blank')}>
          {t('shell.age.decline')}
        </button>
      </div>
    </dialog>
  );
}
