import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import styles from './lotto.module.css';
import { NumberGrid } from './number-grid';
import { quickPick, quickPickCount } from './ticket-price';

export interface NumberPickerProps {
  lottery: Lottery;
  picked: ReadonlySet<number>;
  onPick(numbers: ReadonlySet<number>): void;
  t: Translate;
}

/** Lotto and keno numbers: picked on the grid, or at random, or cleared. */
export function NumberPicker({ lottery, picked, onPick, t }: NumberPickerProps) {
  function toggle(number: number) {
    const next = new Set(picked);
    if (!next.delete(number)) next.add(number);
    onPick(next);
  }

  return (
    <>
      <p>{t('lotto.pick_hint', { pick: lottery.pickCount, max: lottery.maxPick, pool: lottery.poolSize })}</p>
      <NumberGrid
        poolSize={lottery.poolSize}
        picked={picked}
        isFull={picked.size >= lottery.maxPick}
        onToggle={toggle}
        t={t}
      />
      <div className={styles.pickActions}>
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          onClick={() => onPick(new Set(quickPick(lottery.poolSize, Math.max(picked.size, quickPickCount(lottery)))))}
        >
          {t('lotto.quick_pick')}
        </button>
        <button
          type="button"
          className={BUTTON_CLASS.secondary}
          disabled={picked.size === 0}
          onClick={() => onPick(new Set())}
        >
          {t('lotto.clear')}
        </button>
      </div>
    </>
  );
}
