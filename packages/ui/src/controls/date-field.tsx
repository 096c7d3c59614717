import { mdiCalendarMonthOutline } from '@mdi/js';
import { useCallback, useRef, useState } from 'react';
import { Icon } from '../media/icon';
import { useHydrated } from '../use-hydrated';
import styles from './controls.module.css';
import { dayText, isoDayOf } from './day-text';

interface DateFieldProps {
  /** The typed field's id, for the caller's label. */
  id?: string;
  /** The name the form sends the ISO day (2026-11-26) under. */
  name: string;
  lng: string;
  /** An ISO day. */
  defaultValue?: string;
  required?: boolean;
  /** The field's words, from the caller's dictionary. */
  labels: { calendar: string; placeholder: string; invalid: string };
  /** Told each ISO day the field comes to hold ('' while it holds none). */
  onChange?: (isoDay: string) => void;
  /** Set by the caller's field when the day was refused, with the id of the text saying why. */
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string | undefined;
}

/** The refusal a typed text gets: none while it is empty or a day of the calendar. */
const validityMessage = (text: string, isoDay: string, invalid: string) =>
  text.trim() !== '' && isoDay === '' ? invalid : '';

/**
 * A day typed in the language's order (26.11.2026 in Russian, 26/11/2026 in English) — a browser's own date input
 * follows the browser's locale instead of the page's language — with the browser's calendar a button away. The form
 * sends the ISO day under `name`. Until the page's code runs it is the browser's date input, so a form works before.
 */
export function DateField(props: DateFieldProps) {
  const { id, name, lng, defaultValue = '', required = false, labels, onChange } = props;
  const refusal = { 'aria-invalid': props['aria-invalid'], 'aria-describedby': props['aria-describedby'] };
  const isHydrated = useHydrated();
  const [text, setText] = useState(() => dayText(defaultValue, lng));
  const [isoDay, setIsoDayState] = useState(defaultValue);
  const setIsoDay = (next: string) => {
    setIsoDayState(next);
    onChange?.(next);
  };
  const typed = useRef<HTMLInputElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const refusalText = validityMessage(text, isoDay, labels.invalid);
  // Given to every element the field is drawn with, a new one included: the browser keeps a form with a refused
  // day from being sent only while the element in the page carries the refusal.
  const attachTyped = useCallback(
    (input: HTMLInputElement | null) => {
      typed.current = input;
      input?.setCustomValidity(refusalText);
    },
    [refusalText],
  );
  if (!isHydrated) {
    return <input {...refusal} id={id} type="date" name={name} defaultValue={defaultValue} required={required} />;
  }
  const openCalendar = () => {
    try {
      picker.current?.showPicker();
    } catch {
      typed.current?.focus();
    }
  };
  return (
    <span className={styles.dateField}>
      <input
        {...refusal}
        ref={attachTyped}
        id={id}
        className={styles.dateText}
        inputMode="numeric"
        autoComplete="off"
        placeholder={labels.placeholder}
        required={required}
        value={text}
        onChange={(event) => {
          const typedIsoDay = isoDayOf(event.target.value) ?? '';
          // At once, not in an effect: a submit right after the keystroke must already meet the refusal.
          event.target.setCustomValidity(validityMessage(event.target.value, typedIsoDay, labels.invalid));
          setText(event.target.value);
          setIsoDay(typedIsoDay);
        }}
      />
      <button type="button" className={styles.dateButton} aria-label={labels.calendar} onClick={openCalendar}>
        <Icon path={mdiCalendarMonthOutline} />
      </button>
      <input
        ref={picker}
        type="date"
        name={name}
        className={styles.datePicker}
        tabIndex={-1}
        aria-hidden="true"
        value={isoDay}
        onChange={(event) => {
          setIsoDay(event.target.value);
          setText(dayText(event.target.value, lng));
        }}
      />
    </span>
  );
}
