import { COUPON_TYPE, selectBlocks } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import { AmountInput } from './amount-input';
import styles from './coupon.module.css';

interface AmountSectionProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
}

/** The stake with its step buttons (the step of the account's currency), and per block for conditional. */
export function AmountSection({ state, store, t }: AmountSectionProps) {
  if (state.typeId === COUPON_TYPE.conditional) {
    return (
      <div className={styles.field}>
        {selectBlocks(state).map((block) => (
          <label key={block.blockId} className={styles.field}>
            {t('coupon.block.amount', { number: block.blockId + 1 })}
            {block.maxAmount !== null && ` (${t('coupon.block.max', { amount: block.maxAmount })})`}
            <AmountInput
              label={t('coupon.block.amount', { number: block.blockId + 1 })}
              value={block.amount}
              onValue={(amount) => store.dispatch({ type: 'setBlockAmount', blockId: block.blockId, amount })}
            />
          </label>
        ))}
      </div>
    );
  }
  return (
    <div className={styles.field}>
      <span>{t('coupon.amount.label', { currency: state.currencyIso })}</span>
      <div className={styles.row}>
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon.amount.decrease', { step: state.amountStep })}
          onClick={() => store.dispatch({ type: 'stepAmount', direction: -1 })}
        >
          −
        </button>
        <AmountInput
          label={t('coupon.amount.label', { currency: state.currencyIso })}
          value={state.amount}
          onValue={(amount) => store.dispatch({ type: 'setAmount', amount })}
        />
        <button
          type="button"
          className={styles.step}
          aria-label={t('coupon.amount.increase', { step: state.amountStep })}
          onClick={() => store.dispatch({ type: 'stepAmount', direction: 1 })}
        >
          +
        </button>
      </div>
    </div>
  );
}
