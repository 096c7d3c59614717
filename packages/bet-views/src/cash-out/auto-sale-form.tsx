import { useState } from 'react';
import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Translate } from '@betfront/remote-kit';
import { formatMoney } from '../bet-format';
import { cancelAutoSale, setAutoSale } from './cash-out-api';
import styles from './cash-out.module.css';
import { saleErrorText } from './sale-error-text';

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
  const [message, setMessage] = useState('');
  const money = (amount: string) => formatMoney(amount, offer.currencyIso);
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      setMessage('');
    } catch (error) {
      setMessage(saleErrorText(error, t, offer.currencyIso));
    }
    onChanged();
  };

  if (offer.autoSale !== null) {
    const { value, stakePart: part } = offer.autoSale;
    return (
      <div className={styles.auto} data-testid="cash-out-auto">
        <p className={styles.note}>
          {t('cashout.auto.waiting', { value: money(value), part: money(part ?? offer.liveStake) })}
        </p>
        <button type="button" className={styles.secondary} onClick={() => void run(() => cancelAutoSale(couponId))}>
          {t('cashout.auto.cancel')}
        </button>
      </div>
    );
  }
  const isValid = AMOUNT_PATTERN.test(target) && Number(target) > 0;
  return (
    <form
      className={styles.auto}
      data-testid="cash-out-auto"
      onSubmit={(event) => {
        event.preventDefault();
        if (isValid) void run(() => setAutoSale(couponId, { value: target, ...(stakePart ? { stakePart } : {}) }));
      }}
    >
      <label className={styles.partField}>
        <span>{t('cashout.auto.label')}</span>
        <input
          inputMode="decimal"
          value={target}
          onChange={(event) => setTarget(event.target.value.replace(',', '.'))}
        />
      </label>
      <button type="submit" className={styles.secondary} disabled={!isValid}>
        {t('cashout.auto.set')}
      </button>
      <p className={styles.message} role="status">
        {message}
      </p>
    </form>
  );
}
