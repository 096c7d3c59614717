import { AccountsPanel, formatMoney, useAccounts } from '@betfront/account-ui/wallet';
import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import styles from './accounts-menu.module.css';

interface AccountsMenuProps {
  lng: string;
  routeName: string | null;
  t: Translate;
}

/** The header's balance of the active account; opens the list to switch accounts or add a currency. */
export function AccountsMenu({ lng, routeName, t }: AccountsMenuProps) {
  const { data } = useAccounts({ t, routeName });
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const active = data?.all_accounts.find((account) => account.id === data.active_account_id);
  return (
    <div className={styles.menu}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={t('wallet.menu.label')}
        onClick={() => setIsOpen((open) => !open)}
      >
        {active ? formatMoney(active.money, active.symbol) : t('wallet.title')}
      </button>
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
