import { HydratedForm } from '@betfront/ui';
import { ACCOUNT_TYPE, moneyAccountsOf } from '@betfront/contract/accounts';
import type { Translate } from '@betfront/remote-kit';
import { useId, useState } from 'react';
import styles from './accounts-panel.module.css';
import { formatMoney } from './format-money';
import { useAccounts } from './use-accounts';
import { useCurrencies } from './use-currencies';

interface AccountsPanelProps {
  lng: string;
  routeName: string | null;
  t: Translate;
  /** The office page also closes accounts and shows the bonus account. */
  isFull?: boolean;
}

/** The player's money accounts: the active one marked, the others to switch to, and a currency to add. */
export function AccountsPanel({ lng, routeName, t, isFull = false }: AccountsPanelProps) {
  const { data, process, switchTo, add, remove } = useAccounts({ t, routeName });
  const currencies = useCurrencies(lng);
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  if (!data) return null;
  const accounts = moneyAccountsOf(data.all_accounts);
  const bonus = data.all_accounts.find((account) => account.type === ACCOUNT_TYPE.bonus);
  const held = new Set(accounts.map((account) => account.currencyId));
  const free = currencies.filter((currency) => !held.has(currency.id));
  const isBusy = process.adding || process.changing || process.deleting;
  return (
    <div className={styles.panel}>
      <ul className={styles.list} aria-label={t('wallet.list_label')}>
        {accounts.map((account) => {
          const isActive = account.id === data.active_account_id;
          return (
            <li key={account.id} className={isActive ? styles.active : styles.item}>
              <span className={styles.name}>
                {t(account.type === ACCOUNT_TYPE.main ? 'wallet.account.main' : 'wallet.account.currency', {
                  iso: account.iso,
                  id: account.id,
                })}
              </span>
              <span className={styles.money}>{formatMoney(account.money, account.symbol)}</span>
              {isActive ? (
                <span className={styles.badge}>{t('wallet.account.active')}</span>
              ) : (
                <button
                  type="button"
                  className={styles.button}
                  disabled={isBusy || account.isAccountFrozen}
                  onClick={() => void switchTo(account.id)}
                >
                  {t('wallet.switch.button', { iso: account.iso })}
                </button>
              )}
              {isFull && account.type === ACCOUNT_TYPE.currency && !isActive && (
                <button
                  type="button"
                  className={styles.secondary}
                  disabled={isBusy}
                  onClick={() => void remove(account.currencyId)}
                >
                  {t('wallet.remove.button', { iso: account.iso })}
                </button>
              )}
              {account.isAccountFrozen && <span className={styles.muted}>{t('wallet.account.frozen')}</span>}
            </li>
          );
        })}
      </ul>
      {isFull && bonus && (
        <p className={styles.muted}>
          {t('wallet.account.bonus', { money: formatMoney(bonus.money, bonus.symbol), points: bonus.points })}
        </p>
      )}
      {free.length > 0 && (
        <HydratedForm
          className={styles.add}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== '') void add(Number(chosen)).then((done) => done && setChosen(''));
          }}
        >
          <label htmlFor={selectId}>{t('wallet.add.label')}</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} disabled={isBusy}>
            <option value="">{t('wallet.add.choose')}</option>
            {free.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {`${currency.iso} — ${currency.name}`}
              </option>
            ))}
          </select>
          <button type="submit" className={styles.button} disabled={isBusy || chosen === ''}>
            {process.adding ? t('wallet.add.busy') : t('wallet.add.button')}
          </button>
        </HydratedForm>
      )}
    </div>
  );
}
