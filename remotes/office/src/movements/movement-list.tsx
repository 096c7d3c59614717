import type { AccountMovement } from '@betfront/contract/ledger';
import type { Translate } from '@betfront/remote-kit';
import { MovementRow } from './movement-row';
import styles from './movements.module.css';

interface MovementListProps {
  movements: readonly AccountMovement[];
  lng: string;
  isBusy: boolean;
  t: Translate;
}

export function MovementList({ movements, lng, isBusy, t }: MovementListProps) {
  return (
    <ul className={styles.list} aria-label={t('office.movements.list')} aria-busy={isBusy}>
      {movements.map((movement) => (
        <MovementRow key={movement.id} movement={movement} lng={lng} t={t} />
      ))}
    </ul>
  );
}
