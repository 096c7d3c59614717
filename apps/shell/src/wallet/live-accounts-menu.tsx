import { AccountsPanel, formatMoney, useAccounts } from '@betfront/account-ui/wallet';
import { useId, useState } from 'react';
import type { AccountsMenuProps } from './accounts-menu';
import { AccountsToggle } from './accounts-toggle';
import { useHideBalance } from './use-hide-balance';
import styles from './accounts-menu.module.css';

/**
 * The accounts menu with the player's accounts loaded and kept in step: the part only players download. A player
 * who hides the balance sees the wallet's name on the button; the list still shows each account's money.
 */
export function LiveAccountsMenu({
  lng,
  routeName,
  t,
  isInitiallyOpen,
}: AccountsMenuProps & { isInitiallyOpen: boolean }) {
  const { data } = useAccounts({ t, routeName });
  const isBalanceHidden = useHideBalance();
  const [isOpen, setIsOpen] = useState(isInitiallyOpen);
  const panelId = useId();
  const active = data?.all_accounts.find((account) => account.id === data.active_account_id);
  return (
    <div className={styles.menu}>
      <AccountsToggle
        label={active && !isBalanceHidden ? formatMoney(active.money, active.symbol) : t('wallet.title')}
        isOpen={isOpen}
        panelId={panelId}
        onToggle={() => setIsOpen((open) => !open)}
        t={t}
      />
      {isOpen && (
        <div id={panelId} className={styles.popover}>
          <AccountsPanel lng={lng} routeName={routeName} t={t} />
          <a className={styles.link} href={`/${lng}/office/wallets`}>
            {t('wallet.menu.all')}
          </a>
        </div>
      )}
    </div>
  );
}
