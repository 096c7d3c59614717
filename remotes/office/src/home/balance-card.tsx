import { formatMoney, useAccountData } from '@betfront/account-ui/wallet';
import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, Skeleton } from '@betfront/ui';
import { useId } from 'react';
import styles from './office-home.module.css';

/** The active account's balance, the bonus balance beside it, and the two things a player comes here to do. */
export function BalanceCard({ lng, t }: { lng: string; t: Translate }) {
  const data = useAccountData();
  const headingId = useId();
  const active = data?.all_accounts.find((account) => account.id === data.active_account_id);
  // A bonus account shows once it holds something: "Bonus: 0.00" only adds noise.
  const bonus = data?.all_accounts.find(
    (account) => account.type === ACCOUNT_TYPE.bonus && !/^0+\.00$/.test(account.money),
  );
  return (
    <section className={styles.balance} aria-labelledby={headingId}>
      <div className={styles.amounts}>
        <h2 id={headingId} className={styles.caption}>
          {t('office.home.balance')}
        </h2>
        {active ? (
          <p className={styles.amount} data-testid="office-balance">
            {formatMoney(active.money, active.symbol)}
          </p>
        ) : (
          <Skeleton width="9rem" height="2.25rem" />
        )}
        {bonus && (
          <p className={styles.bonus}>
            {t('office.home.bonus_balance')} {formatMoney(bonus.money, bonus.symbol)}
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <a className={BUTTON_CLASS.primary} href={`/${lng}/office/recharge`}>
          {t('office.home.deposit')}
        </a>
        <a className={BUTTON_CLASS.secondary} href={`/${lng}/office/deduce`}>
          {t('office.home.withdraw')}
        </a>
      </div>
    </section>
  );
}
