import { memo, useRef } from 'react';
import { formatCoef } from '../odds/coef-format';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import { LockIcon } from './lock-icon';
import { useGamesPage } from './page-context';
import { useMoveMark } from './use-move-mark';
import { useSelected } from './use-selected';
import styles from './odds-button.module.css';

interface OddsButtonProps {
  selectionId: string;
  /** The selection's short name: "1", "Over 2.5", "1 (-1.5)". */
  name: string;
  coef: string | null;
  /** The game is suspended or the selection not offered now. */
  locked: boolean;
  /** Shows the name above the coef (game pages); lists show the coef only under column headings. */
  showName?: boolean;
}

/** One selection's odds: click adds it to the coupon or takes it out; it shows moves of the coef for a moment. */
export const OddsButton = memo(function OddsButton({
  selectionId,
  name,
  coef,
  locked,
  showName = false,
}: OddsButtonProps) {
  const { pick, t } = useGamesPage();
  const { coefViewId } = useBettingPrefs();
  const selected = useSelected(selectionId);
  const button = useRef<HTMLButtonElement>(null);
  useMoveMark(button, coef);
  const disabled = locked || coef === null;
  const shown = disabled || coef === null ? null : formatCoef(coef, coefViewId);
  return (
    <button
      ref={button}
      type="button"
      className={styles.odds}
      data-selection-id={selectionId}
      aria-pressed={selected}
      aria-label={`${name}, ${shown ?? t('betting.odds.locked')}`}
      disabled={disabled}
      onClick={() => pick(selectionId)}
    >
      <span className={styles.face}>
        {showName && <span className={styles.name}>{name}</span>}
        <span className={styles.coef}>{shown ?? <LockIcon />}</span>
      </span>
    </button>
  );
});
