import type { ButtonHTMLAttributes, Ref } from 'react';
import { LockGlyph } from '../media/lock-glyph';
import styles from './odds-button.module.css';

export type PriceMove = 'up' | 'down';

interface OddsButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** What the price is for ("Chelsea to win", "Over 2.5"): the button's accessible name with the price. */
  label: string;
  /** The price as the player's odds format shows it; null while the selection is locked. */
  price: string | null;
  picked?: boolean;
  /** The last move of the price, while it is shown; lists set it on `priceRef` themselves on each tick. */
  move?: PriceMove;
  /** Named by the label of a locked selection, read out instead of the price. */
  lockedLabel: string;
  /** Shows the label beside the price, for buttons without a column header (a game's markets). */
  showLabel?: boolean;
  priceRef?: Ref<HTMLSpanElement>;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A price to pick. Shows the price alone, never clipped (the column header names the outcome); a move flashes the
 * background for about a second and puts a triangle in the corner pointing the way the price went, so the move
 * reads without colour. A locked selection shows a padlock and cannot be pressed. A move drawn outside React sets
 * `data-move` ("up" / "down") on the price and turns `data-flash` between 1 and 2, which starts the flash anew.
 */
export function OddsButton({
  label,
  price,
  picked = false,
  move,
  lockedLabel,
  showLabel = false,
  priceRef,
  ref,
  className,
  disabled,
  ...rest
}: OddsButtonProps) {
  const locked = price === null;
  const classes = [styles.odds, showLabel ? styles.named : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button {...rest} ref={ref} type="button" className={classes} aria-pressed={picked} disabled={disabled ?? locked}>
      <span className={styles.label}>{label}</span>{' '}
      <span ref={priceRef} className={styles.price} data-move={move} data-flash={move ? 1 : undefined}>
        {price ?? <LockGlyph label={lockedLabel} />}
      </span>
    </button>
  );
}
