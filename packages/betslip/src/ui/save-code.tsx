import { COUPON_TYPE } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { useCouponState } from './use-observable';

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; code: string } | { kind: 'failed' };

/** Saves the coupon's selections under a short code anyone can load with the link it shows. */
export function SaveCode({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const state = useCouponState(engine.store);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const onSave = () => {
    setSave({ kind: 'saving' });
    engine.api
      .saveCode({
        typeId: state.typeId,
        systemValue: state.typeId === COUPON_TYPE.system ? state.systemValue : null,
        bets: state.bets.map((bet) => ({ id: bet.id, isBanker: bet.isBanker })),
      })
      .then(
        (code) => setSave({ kind: 'saved', code }),
        () => setSave({ kind: 'failed' }),
      );
  };
  return (
    <div className={styles.field}>
      <button
        type="button"
        className={styles.secondary}
        disabled={state.bets.length === 0 || save.kind === 'saving'}
        onClick={onSave}
      >
        {t('coupon.code.save')}
      </button>
      {save.kind === 'saved' && (
        <p role="status">
          {t('coupon.code.saved', { code: save.code })}{' '}
          <a href={`/${engine.lng}/user/coupon?load=${save.code}`}>{t('coupon.code.link')}</a>
        </p>
      )}
      {save.kind === 'failed' && (
        <p role="alert" className={styles.message}>
          {t('coupon.code.save_failed')}
        </p>
      )}
    </div>
  );
}
