import { useForm } from '@betfront/account-ui/forms';
import { disallowedSportsSchema } from '@betfront/contract/bets';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { saveDisallowedSports } from './disallow-sports-api';
import type { DisallowSportsState, DisallowedSports } from './disallow-sports-api';
import styles from './disallow-sports.module.css';
import { SportChecklist } from './sport-checklist';

type Mode = keyof DisallowedSports;

const failureKey = () => 'office.disallow.failed';

const toggled = (set: ReadonlySet<number>, id: number): Set<number> => {
  const next = new Set(set);
  if (!next.delete(id)) next.add(id);
  return next;
};

/** Two lists of checkboxes, pre-match and live, saved together as the pair the platform keeps. */
export function DisallowSportsForm({ initial, t }: { initial: DisallowSportsState; t: Translate }) {
  const [checked, setChecked] = useState<Record<Mode, ReadonlySet<number>>>({
    line: new Set(initial.disallowed.line),
    live: new Set(initial.disallowed.live),
  });
  const [isSaved, setIsSaved] = useState(false);
  const form = useForm(failureKey, t);

  const toggle = (mode: Mode, sportId: number) => {
    setChecked((current) => ({ ...current, [mode]: toggled(current[mode], sportId) }));
    setIsSaved(false);
    form.setErrorKey(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaved(false);
    const body = { line: [...checked.line], live: [...checked.live] };
    const saved = await form.submit({ schema: disallowedSportsSchema, body }, saveDisallowedSports);
    if (!saved) return;
    setChecked({ line: new Set(saved.line), live: new Set(saved.live) });
    setIsSaved(true);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)}>
      <p className={styles.hint}>{t('office.disallow.hint')}</p>
      <div className={styles.columns}>
        {(['line', 'live'] as const).map((mode) => (
          <SportChecklist
            key={mode}
            legend={t(`office.disallow.${mode}`)}
            name={mode}
            sports={initial.sports}
            checked={checked[mode]}
            onToggle={(sportId) => toggle(mode, sportId)}
          />
        ))}
      </div>
      <button type="submit" className={styles.button} disabled={form.pending}>
        {t('office.disallow.save')}
      </button>
      {isSaved && (
        <p role="status" className={styles.saved}>
          {t('office.disallow.saved')}
        </p>
      )}
      {form.errorKey && (
        <p role="alert" className={styles.failed}>
          {t(form.errorKey)}
        </p>
      )}
    </form>
  );
}
