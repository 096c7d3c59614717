import styles from './controls.module.css';

interface SwitchProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off setting that takes effect at once: a button with the switch role and a sliding knob. */
export function Switch({ label, checked, onChange, disabled }: SwitchProps) {
  return (
    <label className={styles.switchRow}>
      <span>{label}</span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        className={styles.switch}
        onClick={() => onChange(!checked)}
      >
        <span className={styles.knob} />
      </button>
    </label>
  );
}
