import { Icon } from '@betfront/ui';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { ReactNode } from 'react';
import styles from './section-toggle.module.css';

interface SectionToggleProps {
  /** What the button does, in the page's words: "Hide the sports menu", "Show the coupon". */
  label: string;
  /** The section it hides or shows. */
  controls: string;
  isExpanded: boolean;
  /** The arrow points where the section goes: left for the left section while it is shown. */
  side: 'left' | 'right';
  onToggle: () => void;
  children?: ReactNode;
}

/** The button that collapses a side section of the desktop page to a slim rail, and brings it back. */
export function SectionToggle({ label, controls, isExpanded, side, onToggle, children }: SectionToggleProps) {
  const pointsLeft = (side === 'left') === isExpanded;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-label={label}
      title={label}
      aria-controls={controls}
      aria-expanded={isExpanded}
      onClick={onToggle}
    >
      <Icon path={pointsLeft ? mdiChevronLeft : mdiChevronRight} />
      {children}
    </button>
  );
}
