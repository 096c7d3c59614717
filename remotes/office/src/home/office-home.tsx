import type { PageBody } from '../page-body';
import { OfficeMenuNav } from '../components/office-menu-nav';
import { BalanceCard } from './balance-card';
import { ConvertReminder } from './convert-reminder';
import styles from './office-home.module.css';

/**
 * office.menu: the balance with Deposit and Withdraw first, the convert-account reminder when due, then every
 * section grouped as the menu groups them.
 */
export const OfficeHome: PageBody = ({ ctx, t }) => (
  <div className={styles.home}>
    <BalanceCard lng={ctx.lng} t={t} />
    {ctx.user && <ConvertReminder lng={ctx.lng} t={t} userId={ctx.user.id} />}
    <OfficeMenuNav lng={ctx.lng} t={t} layout="cards" />
  </div>
);
