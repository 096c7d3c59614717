import { COUPON_TYPE, selectBlocks } from '@betfront/coupon';
import type { CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { StakeInput } from '@betfront/ui';
import { useState } from 'react';
import type { CouponStore } from '../engine/coupon-store';
import { AmountInput, isAmountText } from './amount-input';
import styles from './coupon.module.css';

interface AmountSectionProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
  /** What the "Max" chip stakes: the most the limits and the balance allow, when known. */
  max: string | null;
}

/** Round amounts a chip adds to the stake, in the account's currency. */
const QUICK_STAKES = ['10', '50', '100'] as const;

/**
 * The stake: typed, moved by the currency's step, raised by a quick stake or set to the maximum. What the player
 * types stays as typed while the field is focused; the coupon keeps only valid amounts.
 */
function StakeField({ state, store, t, max }: AmountSectionProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const label = t('coupon.amount.label', { currency: state.currencyIso });
  return (
    <div onBlur={() => setDraft(null)}>
      <StakeInput
        label={label}
        value={draft ?? state.amount}
        currency={state.currencyIso}
        quickStakes={QUICK_STAKES}
        {...(max === null ? {} : { max: { label: t('coupon.stake.max'), amount: max } })}
        step={{
          decreaseLabel: t('coupon.amount.decrease', { step: state.amountStep }),
          increaseLabel: t('coupon.amount.increase', { step: state.amountStep }),
          onStep: (direction) => {
            setDraft(null);
            store.dispatch({ type: 'stepAmount', direction });
          },
        }}
        onChange={(typed) => {
          const text = typed.replace(',', '.');
          setDraft(text);
          if (isAmountText(text)) store.dispatch({ type: 'setAmount', amount: text.replace(/\.$/, '') });
        }}
      />
    </div>
  );
}

/** The stake of the coupon, or one per block for a conditional. */
export function AmountSection({ state, store, t, max }: AmountSectionProps) {
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
  return <StakeField state={state} store={store} t={t} max={max} />;
}
