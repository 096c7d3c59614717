import { TextField, useForm } from '@betfront/account-ui/forms';
import { useState } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { addToCouponBodySchema } from '@betfront/contract/cash-out';
import { coefInView } from '@betfront/coupon';
import type { CoefChangeAction } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { formatMoney } from '../bet-format';
import { additionErrorMessage } from './addition-error-message';
import { addToCoupon } from './cash-out-api';
import styles from './cash-out.module.css';

const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export interface AddToBetFormProps {
  couponId: number;
  offer: CashOutOffer;
  t: Translate;
  /** The player's coefficient-change policy, as placement applies it. */
  changeCoefAction(): CoefChangeAction;
  onAdded(): void;
  /** The odds format the coupon was placed in: the part's odds are shown in it, rounded as it says. */
  coefViewId: number;
}

/**
 * Add to bet: more stake on the open single or express at the odds offered now, as a part with its own odds; or
 * why it cannot take more. The platform prices it again and applies the player's policy to changed odds.
 */
export function AddToBetForm({ couponId, offer, t, changeCoefAction, onAdded, coefViewId }: AddToBetFormProps) {
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState('');
  const form = useForm((error) => additionErrorMessage(error, offer.currencyIso), t);
  const money = (value: string) => formatMoney(value, offer.currencyIso);
  const { addition } = offer;
  if ('refusal' in addition) {
    if (addition.refusal === 'coupon_closed') return null;
    return (
      <p className={styles.note} data-testid="add-to-bet">
        {t('cashout.add.unavailable', { reason: t(`cashout.add.refusal.${addition.refusal}`) })}
      </p>
    );
  }
  const isValid = AMOUNT_PATTERN.test(amount) && Number(amount) > 0;

  const label = t('cashout.add.label', { coef: coefInView(addition.coef, coefViewId) });

  async function add(bets: { id: string; coef: string }[]) {
    setDone('');
    const body = { requestId: crypto.randomUUID(), amount, bets, changeCoefAction: changeCoefAction() };
    const answer = await form.submit({ schema: addToCouponBodySchema, body }, (checked) =>
      addToCoupon(couponId, checked),
    );
    if (answer) {
      setAmount('');
      setDone(
        t('cashout.add.done', { amount: money(answer.part.amount), coef: coefInView(answer.part.coef, coefViewId) }),
      );
    }
    onAdded();
  }

  return (
    <form
      className={styles.auto}
      data-testid="add-to-bet"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) void add(addition.bets);
      }}
    >
      <div className={styles.partField}>
        <TextField
          label={label}
          inputMode="decimal"
          value={amount}
          onChange={(typed) => setAmount(typed.replace(',', '.'))}
          error={form.fieldError('amount', label)}
        />
      </div>
      <button type="submit" className={styles.secondary} disabled={!isValid || form.pending}>
        {t('cashout.add.submit')}
      </button>
      <p className={styles.message} role="status">
        {form.errorKey ? t(form.errorKey, form.errorVars) : done}
      </p>
    </form>
  );
}
