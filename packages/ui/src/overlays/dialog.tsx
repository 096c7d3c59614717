import { useEffect, useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { mdiClose } from '@mdi/js';
import { Icon } from '../media/icon';
import styles from './overlays.module.css';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  /** A card in the middle of the screen, or a sheet that rises from the bottom edge (phones). */
  variant?: 'card' | 'sheet';
  children: ReactNode;
}

/**
 * A modal window over a dimmed page: the native dialog, so focus stays inside, Escape closes it and the page
 * behind is inert. A click on the backdrop closes it too.
 */
export function Dialog({ open, onClose, title, closeLabel, variant = 'card', children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className={variant === 'sheet' ? styles.sheet : styles.card}
      aria-labelledby={titleId}
      // Escape closes through the state at once: the native close event comes a task later, and a tap that reopens
      // the dialog in between would otherwise be undone by it.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.body}>
        {/* Not a <header>: inside a dialog it would read as a second banner of the page. */}
        <div className={styles.header}>
          {variant === 'sheet' && <span className={styles.grip} aria-hidden="true" />}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon path={mdiClose} />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** A sheet over the page that rises from the bottom: the phone's form of a dialog. */
export function BottomSheet(props: Omit<DialogProps, 'variant'>) {
  return <Dialog {...props} variant="sheet" />;
}
