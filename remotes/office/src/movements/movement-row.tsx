import { formatMoney } from '@betfront/account-ui/wallet';
import { formatDateTime } from '@betfront/ui';
import type { AccountMovement } from '@betfront/contract/ledger';
import type { Translate } from '@betfront/remote-kit';
import { MovementReference } from './movement-reference';
import styles from './movements.module.css';

/** Money came in when the server's signed amount is above zero; read from the string, never as a float. */
const isMoneyIn = (amount: string): boolean => !amount.startsWith('-') && /[1-9]/.test(amount);

/** One movement: what happened and the signed amount, then when and the balance it left. */
export function MovementRow({ movement, lng, t }: { movement: AccountMovement; lng: string; t: Translate }) {
  const { amount, currencyIso } = movement;
  const isIn = isMoneyIn(amount);
  return (
    <li className={styles.row}>
      <span className={styles.what}>
        <span className={styles.kind}>{t(`office.movements.kind.${movement.kind}`)}</span>
        <MovementReference reference={movement.reference} lng={lng} t={t} className={styles.reference} />
      </span>
      <span className={styles.amount} data-flow={isIn ? 'in' : 'out'}>
        {isIn ? `+${formatMoney(amount, currencyIso)}` : formatMoney(amount, currencyIso)}
      </span>
      <time className={styles.date} dateTime={movement.createdAt}>
        {formatDateTime(movement.createdAt, lng)}
      </time>
      <span className={styles.balance}>
        {t('office.movements.balance_after', { money: formatMoney(movement.balanceAfter, currencyIso) })}
      </span>
    </li>
  );
}
