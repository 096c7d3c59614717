import { ACCOUNT_TYPE } from '@betfront/contract/accounts';
import { amountDefaults, selectIsVipAvailable } from '@betfront/coupon';
import type { CoefChangeAction, PlainSettingsPatch } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import { AmountInput } from './amount-input';
import styles from './coupon.module.css';
import { useCouponState, useObservable } from './use-observable';

const COEF_ACTIONS: readonly CoefChangeAction[] = [0, 1, 2];

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange(checked: boolean): void;
}) {
  return (
    <label className={styles.check}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** The coupon settings: the coef-change policy, one-click, stakes and what the coupon shows. */
export function SettingsPanel({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const state = useCouponState(engine.store);
  const accounts = useObservable(engine.accounts);
  const { settings } = state;
  const dispatch = engine.store.dispatch;
  const update = (patch: PlainSettingsPatch) => dispatch({ type: 'updateSettings', settings: patch });
  const hasBonusAccount = accounts?.all_accounts.some((account) => account.type === ACCOUNT_TYPE.bonus) ?? false;
  const step = amountDefaults(state.currencyIso, settings).amountStep;
  return (
    <fieldset className={styles.settings}>
      <legend>{t('coupon.settings.title')}</legend>
      <div role="radiogroup" aria-label={t('coupon.settings.coef_change')} className={styles.field}>
        <span>{t('coupon.settings.coef_change')}</span>
        {COEF_ACTIONS.map((action) => (
          <label key={action} className={styles.check}>
            <input
              type="radio"
              name="coupon-coef-change"
              checked={settings.changeCoefAction === action}
              onChange={() => update({ changeCoefAction: action })}
            />
            {t(`coupon.settings.coef_change.${action}`)}
          </label>
        ))}
      </div>
      {engine.isLoggedIn && (
        <>
          <Check
            label={t('coupon.settings.one_click')}
            checked={settings.isActiveOneClick}
            onChange={(enabled) => dispatch({ type: 'setOneClick', enabled })}
          />
          <label className={styles.field}>
            {t('coupon.settings.one_click_amount', { currency: state.currencyIso })}
            <AmountInput
              label={t('coupon.settings.one_click_amount', { currency: state.currencyIso })}
              value={settings.oneClickAmount ?? state.initialAmount}
              onValue={(amount) => update({ oneClickAmount: amount })}
            />
          </label>
          {hasBonusAccount && (
            <label className={styles.field}>
              {t('coupon.settings.bonus_one_click_amount')}
              <AmountInput
                label={t('coupon.settings.bonus_one_click_amount')}
                value={settings.bonusAccountOneClickAmount ?? state.initialAmount}
                onValue={(amount) => update({ bonusAccountOneClickAmount: amount })}
              />
            </label>
          )}
        </>
      )}
      <label className={styles.field}>
        {t('coupon.settings.amount_step', { currency: state.currencyIso })}
        <AmountInput
          label={t('coupon.settings.amount_step', { currency: state.currencyIso })}
          value={step}
          onValue={(amount) =>
            update({
              isManualAmountStep: true,
              amountStepByCurrencyIso: { ...settings.amountStepByCurrencyIso, [state.currencyIso]: amount },
            })
          }
        />
      </label>
      <Check
        label={t('coupon.settings.auto_max')}
        checked={settings.isAutoMax}
        onChange={(enabled) => dispatch({ type: 'setAutoMax', enabled })}
      />
      {state.config.isVipBetEnabled && (
        <Check
          label={t('coupon.settings.vip')}
          checked={settings.isVipBet}
          disabled={!selectIsVipAvailable(state) && !settings.isVipBet}
          onChange={(enabled) => dispatch({ type: 'setVipBet', enabled })}
        />
      )}
      <Check
        label={t('coupon.settings.exact_coef')}
        checked={settings.exactCoef}
        onChange={(enabled) => dispatch({ type: 'setExactCoef', enabled })}
      />
      <Check
        label={t('coupon.settings.drop_on_score_change')}
        checked={settings.isDropOnScoreChange}
        disabled={!settings.exactCoef}
        onChange={(enabled) => dispatch({ type: 'setDropOnScoreChange', enabled })}
      />
      <Check
        label={t('coupon.settings.show_balance')}
        checked={settings.isBalanceShown}
        onChange={(checked) => update({ isBalanceShown: checked })}
      />
      <Check
        label={t('coupon.settings.show_possible_win')}
        checked={settings.isPossibleWinShown}
        onChange={(checked) => update({ isPossibleWinShown: checked })}
      />
      <Check
        label={t('coupon.settings.show_account')}
        checked={settings.isSelectAccountShown}
        onChange={(checked) => update({ isSelectAccountShown: checked })}
      />
    </fieldset>
  );
}
