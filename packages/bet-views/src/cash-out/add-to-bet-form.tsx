import { useState } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { CoefChangeAction } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { formatMoney } from '../bet-format';
import { coefInView } from '../coef-in-view';
import { additionErrorText } from './addition-error-text';
import { addToCoupon } from './cash-out-api';
import styles from './cash-out.module.css';

const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export interface AddToBetFormProps {
  couponId: number;
  offer: CashOutOffer;
  /** The odds format the coupon was placed in: the added part's odds read in it. */
  coefViewId: number;
  t: Translate;
  /** The player's coefficient-change policy, as placement applies it. */
  changeCoefAction(): CoefChangeAction;
  onAdded(): void;
}

/**
 * Add to bet: more stake on the open single or express at the odds offered now, as a part with its own odds; or
 * why it cannot take more. The platform prices it again and applies the player's policy to changed odds.
 */
export function AddToBetForm({ couponId, offer, coefViewId, t, changeCoefAction, onAdded }: AddToBetFormProps) {
  const [amount, setAmount] = useState('');
  const [message, setMessage] = useState('');
  const [isBusy, setIsBusy] = useState(false);
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

  async function add(bets: { id: string; coef: string }[]) {
    setIsBusy(true);
    try {
      const answer = await addToCoupon(couponId, {
        requestId: crypto.randomUUID(),
        amount,
        bets,
        changeCoefAction: changeCoefAction(),
      });
      setAmount('');
      setMessage(
        t('cashout.add.done', { amount: money(answer.part.amount), coef: coefInView(answer.part.coef, coefViewId) }),
      );
    } catch (error) {
      setMessage(additionErrorText(error, t, offer.currencyIso));
    }
    setIsBusy(false);
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
      <label className={styles.partField}>
        <span>{t('cashout.add.label', { coef: coefInView(addition.coef, coefViewId) })}</span>
        <input
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(',', '.'))}
        />
      </label>
      <button type="submit" className={styles.secondary} disabled={!isValid || isBusy}>
        {t('cashout.add.submit')}
      </button>
      <p className={styles.message} role="status">
        {message}
      </p>
    </form>
  );
}
