import { MOVE_MARK_CLASS } from '@betfront/ui';
import { formatMoney } from '../bet-format';
import styles from './cash-out.module.css';
import { useValueMove } from './use-value-move';

/** A sale value that shows for a moment which way it moved, with the odds buttons' marks. */
export function SaleValue({ value, currencyIso }: { value: string; currencyIso: string }) {
  const move = useValueMove(value);
  return (
    <span className={`${styles.value} ${MOVE_MARK_CLASS}`} data-move={move} data-testid="sale-value">
      {formatMoney(value, currencyIso)}
    </span>
  );
}
