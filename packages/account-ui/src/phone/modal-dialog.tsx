import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { useEffect, useId, useRef } from 'react';
import styles from './modal-dialog.module.css';

export interface ModalDialogProps {
  title: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  onClose(): void;
  /**
   * 'form' is a centred card on a wide screen and a sheet risen from the bottom edge on a phone (login,
   * registration); 'narrow' is a small centred card for pickers and prompts.
   */
  layout?: 'form' | 'narrow';
  /** Replaces the close button in the header, e.g. a back button. */
  headerAction?: ReactNode;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const FIRST_FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled])';

/** Events from a dialog nested inside this one belong to that dialog. */
const isOwnEvent = (event: SyntheticEvent<HTMLDialogElement>) =>
  (event.target as Element).closest('dialog') === event.currentTarget;

/**
 * A modal dialog on the native `<dialog>`: the page behind is inert, focus stays inside (Tab wraps),
 * Escape and a click on the backdrop close it, and focus returns where it was. Open while mounted.
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  layout = 'narrow',
  headerAction,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // Into the form's first field rather than onto the close button the browser would pick.
    dialog.querySelector<HTMLElement>(FIRST_FIELD)?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    if (!isOwnEvent(event)) return;
    event.preventDefault();
    onClose();
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !isOwnEvent(event)) return;
    const inside = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.closest('dialog') === event.currentTarget,
    );
    const first = inside[0];
    const last = inside[inside.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={`${styles.dialog} ${layout === 'form' ? styles.form : styles.narrow}`}
      onCancel={onCancel}
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          {headerAction}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            ×
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
