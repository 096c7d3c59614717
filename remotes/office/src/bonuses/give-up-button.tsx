import type { PlayerBonus } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, Dialog } from '@betfront/ui';
import { useState } from 'react';
import { bonusErrorText, giveUpBonus } from './bonuses-api';
import { bonusMoney } from './bonus-format';
import styles from './bonuses.module.css';

/** Gives the running bonus up, after the player confirms what they lose. */
export function GiveUpButton({
  bonus,
  lng,
  t,
  onDone,
}: {
  bonus: PlayerBonus;
  lng: string;
  t: Translate;
  onDone(): void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await giveUpBonus(bonus.id, lng);
      setIsOpen(false);
      onDone();
    } catch (failure) {
      setError(bonusErrorText(failure, t));
    } finally {
      setIsBusy(false);
    }
  };
  const label = t(bonus.status === 'active' ? 'bonuses.cancel' : 'bonuses.give_up');
  return (
    <>
      <button type="button" className={BUTTON_CLASS.secondary} onClick={() => setIsOpen(true)}>
        {label}
      </button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} title={label} closeLabel={t('bonuses.close')}>
        <p className={styles.muted}>
          {bonus.status === 'active'
            ? t('bonuses.cancel_text')
            : t('bonuses.give_up_text', { amount: bonusMoney(bonus.amount, bonus) })}
        </p>
        {error && (
          <p role="alert" className={styles.result} data-tone="danger">
            {error}
          </p>
        )}
        <div className={CARD_CLASS.actions}>
          <button type="button" className={BUTTON_CLASS.primary} disabled={isBusy} onClick={() => void confirm()}>
            {t('bonuses.confirm_give_up')}
          </button>
          <button type="button" className={BUTTON_CLASS.secondary} onClick={() => setIsOpen(false)}>
            {t('bonuses.keep')}
          </button>
        </div>
      </Dialog>
    </>
  );
}
