import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import type { Account, AccountData } from '@betfront/contract/accounts';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { canStakeFrom, stakedAccount } from '../engine/account-to-stake';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { moneyText } from './money-text';

function accountName(account: Account, t: Translate): string {
  const name = `${account.type === ACCOUNT_TYPE.bonus ? t('coupon.account.bonus') : t('coupon.account.money')} ${account.iso}`;
  return canStakeFrom(account) ? name : t('coupon.account.frozen', { name });
}

interface AccountPickerProps {
  engine: BetslipEngine;
  state: CouponState;
  accounts: AccountData;
  t: Translate;
}

/**
 * The account the coupon is staked from, and its balance, as the settings show them: folded to one line, since
 * it rarely changes. A frozen account is named so and cannot be chosen; if the coupon is left with one, it says
 * why it cannot be placed.
 */
export function AccountPicker({ engine, state, accounts, t }: AccountPickerProps) {
  const selected = stakedAccount(accounts, state.accountId);
  const isChoiceShown = state.settings.isSelectAccountShown && accounts.all_accounts.length > 1;
  const balance =
    state.settings.isBalanceShown && selected !== undefined
      ? t('coupon.account.balance', { amount: moneyText(selected.money, selected.iso) })
      : null;
  return (
    <>
      {isChoiceShown ? (
        <details className={styles.fold}>
          <summary>
            <span>{t('coupon.account.summary', { name: selected ? accountName(selected, t) : '—' })}</span>
            {balance !== null && <span className={styles.foldValue}>{balance}</span>}
          </summary>
          <label className={styles.field}>
            {t('coupon.account.label')}
            <select
              className={styles.select}
              value={state.accountId ?? ''}
              onChange={(event) => engine.selectAccount(Number(event.target.value))}
            >
              {accounts.all_accounts.map((account) => (
                <option key={account.id} value={account.id} disabled={!canStakeFrom(account)}>
                  {accountName(account, t)}
                </option>
              ))}
            </select>
          </label>
        </details>
      ) : (
        balance !== null && <p className={styles.note}>{balance}</p>
      )}
      {selected !== undefined && !canStakeFrom(selected) && (
        <p className={styles.message}>{t('coupon.account.frozen_note')}</p>
      )}
    </>
  );
}
