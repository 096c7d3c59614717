import { memo, useEffect, useState } from 'react';
import { coefMove, formatCoef } from '../odds/coef-format';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import { useGamesPage } from './page-context';
import { expireAfter } from './move-expiry';
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

/** How long a coef shows which way it moved. */
export const MOVE_SHOWN_MS = 3000;

interface Move {
  coef: string | null;
  direction: -1 | 0 | 1;
  /** Counts moves, so each one restarts the time it is shown. */
  count: number;
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
  const [move, setMove] = useState<Move>({ coef, direction: 0, count: 0 });
  if (move.coef !== coef) {
    const direction = coefMove(move.coef, coef);
    setMove({ coef, direction, count: move.count + (direction === 0 ? 0 : 1) });
  }
  useEffect(() => {
    if (move.count === 0) return;
    return expireAfter(MOVE_SHOWN_MS, () => setMove((current) => ({ ...current, direction: 0 })));
  }, [move.count]);
  const disabled = locked || coef === null;
  const shown = disabled || coef === null ? null : formatCoef(coef, coefViewId);
  const direction = move.direction === 1 ? 'up' : move.direction === -1 ? 'down' : undefined;
  return (
    <button
      type="button"
      className={styles.odds}
      data-selection-id={selectionId}
      data-move={direction}
      aria-pressed={selected}
      aria-label={`${name}, ${shown ?? t('betting.odds.locked')}`}
      disabled={disabled}
      onClick={() => pick(selectionId)}
    >
      {showName && <span className={styles.name}>{name}</span>}
      <span className={styles.coef}>{shown ?? <span aria-hidden="true">🔒</span>}</span>
    </button>
  );
});
