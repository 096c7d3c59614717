import { useState } from 'react';
import type { FormEvent } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { saveDisallowedSports } from './disallow-sports-api';
import type { DisallowSportsState, DisallowedSports } from './disallow-sports-api';
import styles from './disallow-sports.module.css';
import { SportChecklist } from './sport-checklist';

type Mode = keyof DisallowedSports;
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

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
  const [saveState, setSaveState] = useState<SaveState>('idle');

  const toggle = (mode: Mode, sportId: number) => {
    setChecked((current) => ({ ...current, [mode]: toggled(current[mode], sportId) }));
    setSaveState('idle');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaveState('saving');
    try {
      const saved = await saveDisallowedSports({ line: [...checked.line], live: [...checked.live] });
      setChecked({ line: new Set(saved.line), live: new Set(saved.live) });
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
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
      <button type="submit" className={styles.button} disabled={saveState === 'saving'}>
        {t('office.disallow.save')}
      </button>
      {saveState === 'saved' && (
        <p role="status" className={styles.saved}>
          {t('office.disallow.saved')}
        </p>
      )}
      {saveState === 'failed' && (
        <p role="alert" className={styles.failed}>
          {t('office.disallow.failed')}
        </p>
      )}
    </form>
  );
}
