import { TextField, useForm } from '@betfront/account-ui/forms';
import { useState } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import { cashOutAutoSaleBodySchema } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { formatMoney } from '../bet-format';
import { cancelAutoSale, setAutoSale } from './cash-out-api';
import styles from './cash-out.module.css';
import { saleErrorMessage } from './sale-error-message';

const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

export interface AutoSaleFormProps {
  couponId: number;
  offer: CashOutOffer;
  /** The part of the stake the player chose to sell; all of it when missing. */
  stakePart: string | undefined;
  t: Translate;
  onChanged(): void;
}

/** "Sell when the value reaches X": sets the automatic sale, or shows the one waiting with a way to cancel it. */
export function AutoSaleForm({ couponId, offer, stakePart, t, onChanged }: AutoSaleFormProps) {
  const [target, setTarget] = useState('');
  const form = useForm((error) => saleErrorMessage(error, offer.currencyIso), t);
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  const label = t('cashout.auto.label');
  const message = form.errorKey ? t(form.errorKey, form.errorVars) : '';

  if (offer.autoSale !== null) {
    const { value, stakePart: part } = offer.autoSale;
    return (
      <div className={styles.auto} data-testid="cash-out-auto">
        <p className={styles.note}>
          {t('cashout.auto.waiting', { value: money(value), part: money(part ?? offer.liveStake) })}
        </p>
        <button
          type="button"
          className={styles.secondary}
          disabled={form.pending}
          onClick={() => void form.run(() => cancelAutoSale(couponId)).finally(onChanged)}
        >
          {t('cashout.auto.cancel')}
        </button>
        <p className={styles.message} role="status">
          {message}
        </p>
      </div>
    );
  }
  const isValid = AMOUNT_PATTERN.test(target) && Number(target) > 0;
  const body = { value: target, ...(stakePart ? { stakePart } : {}) };
  return (
    <form
      className={styles.auto}
      data-testid="cash-out-auto"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) {
          void form
            .submit({ schema: cashOutAutoSaleBodySchema, body }, (checked) => setAutoSale(couponId, checked))
            .finally(onChanged);
        }
      }}
    >
      <div className={styles.partField}>
        <TextField
          label={label}
          inputMode="decimal"
          value={target}
          onChange={(typed) => setTarget(typed.replace(',', '.'))}
          error={form.fieldError('value', label)}
        />
      </div>
      <button type="submit" className={styles.secondary} disabled={!isValid || form.pending}>
        {t('cashout.auto.set')}
      </button>
      <p className={styles.message} role="status">
        {message}
      </p>
    </form>
  );
}
