import { VISUALLY_HIDDEN_CLASS } from '../visually-hidden';
import styles from './controls.module.css';

interface SwitchLinkProps {
  href: string;
  label: string;
  on: boolean;
  /** The state read out after the label: "On" / "Off" in the page's language. */
  stateText: string;
}

/**
 * A setting turned on or off on its own page (a code to confirm, a password to type): a link drawn as a
 * switch showing the current state, so the row reads at a glance like every other switch.
 */
export function SwitchLink({ href, label, on, stateText }: SwitchLinkProps) {
  return (
    <a className={styles.switchLink} href={href}>
      <span>{label}</span>
      <span className={VISUALLY_HIDDEN_CLASS}>{stateText}</span>
      <span className={styles.switch} data-on={on} aria-hidden="true">
        <span className={styles.knob} />
      </span>
    </a>
  );
}
