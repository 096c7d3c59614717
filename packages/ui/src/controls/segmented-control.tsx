import { useEffect, useId, useRef } from 'react';
import styles from './controls.module.css';

export interface SegmentOption<T extends string> {
  value: T;
  label: string;
}

interface SegmentedControlProps<T extends string> {
  label: string;
  options: readonly SegmentOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** A choice of a few views of the same thing (Result / Total / Handicap): radio buttons drawn as one bar. */
export function SegmentedControl<T extends string>({ label, options, value, onChange }: SegmentedControlProps<T>) {
  const name = useId();
  const group = useRef<HTMLDivElement>(null);
  useHonourChoiceMadeBeforeHydration(group, options, value, onChange);
  return (
    <div ref={group} className={styles.segmented} role="radiogroup" aria-label={label}>
      {options.map((option) => (
        <label key={option.value} className={styles.segment}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The server draws the bar as plain radios, which a quick player can tick before the page's script runs: the
 * browser shows the tick while nothing listened. Once hydrated, the control takes that choice instead of dropping it.
 */
function useHonourChoiceMadeBeforeHydration<T extends string>(
  group: React.RefObject<HTMLDivElement | null>,
  options: readonly SegmentOption<T>[],
  value: T,
  onChange: (value: T) => void,
) {
  useEffect(() => {
    const ticked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const option = options.find((candidate) => candidate.value === ticked);
    if (option && option.value !== value) onChange(option.value);
    // Only the first render can follow markup the player touched before the script ran.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
