import { useEffect } from 'react';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { BingoCard } from './bingo-card';
import { dealCard } from './bingo-deal';
import styles from './lotto.module.css';

export interface BingoPickerProps {
  /** The card dealt, column by column; empty until the first deal. */
  card: readonly number[];
  onDeal(card: readonly number[]): void;
  t: Translate;
}

/** The bingo card to buy, dealt at random (again after each purchase), and another one on request. */
export function BingoPicker({ card, onDeal, t }: BingoPickerProps) {
  useEffect(() => {
    if (card.length === 0) onDeal(dealCard());
  }, [card.length, onDeal]);

  return (
    <>
      <p>{t('lotto.bingo.hint')}</p>
      {card.length > 0 && <BingoCard numbers={card} t={t} />}
      <div className={styles.pickActions}>
        <button type="button" className={BUTTON_CLASS.secondary} onClick={() => onDeal(dealCard())}>
          {t('lotto.bingo.deal')}
        </button>
      </div>
    </>
  );
}
