import { COUPON_TYPE, selectAvailableTypes, selectSystemOptions } from '@betfront/coupon';
import type { CouponState, CouponTypeId } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import styles from './coupon.module.css';

interface TypePickerProps {
  state: CouponState;
  store: CouponStore;
  t: Translate;
}

/** The coupon type among those the bets allow, and a system's value with its combinations and minimum. */
export function TypePicker({ state, store, t }: TypePickerProps) {
  const types = selectAvailableTypes(state);
  const systemOptions = selectSystemOptions(state);
  return (
    <div className={styles.typeRow}>
      <label className={styles.field}>
        {t('coupon.type.label')}
        <select
          className={styles.select}
          value={state.typeId}
          onChange={(event) => store.dispatch({ type: 'setType', typeId: Number(event.target.value) as CouponTypeId })}
        >
          {types.map((typeId) => (
            <option key={typeId} value={typeId}>
              {t(`coupon.type.${typeId}`)}
            </option>
          ))}
        </select>
      </label>
      {state.typeId === COUPON_TYPE.system && (
        <label className={styles.field}>
          {t('coupon.system.label')}
          <select
            className={styles.select}
            value={state.systemValue}
            onChange={(event) => store.dispatch({ type: 'setSystemValue', systemValue: Number(event.target.value) })}
          >
            {systemOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t('coupon.system.option', {
                  value: option.value + option.offset,
                  total: state.bets.length,
                  combo: option.combo,
                })}
                {option.minBetAmount === null ? '' : ` · ${t('coupon.system.min', { amount: option.minBetAmount })}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}
