import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import { BonusGameFrame } from './bonus-game-frame';
import styles from './chest-game.module.css';
import { useBonusGame, waitForAnimation } from './use-bonus-game';

const CHESTS = [0, 1, 2] as const;
const OPEN_MS = 900;

/**
 * Three chests, one to open a day. The platform draws the prize when a chest is opened: which chest is chosen
 * does not change the chances shown in the prize table.
 */
export function ChestGame({ lng, t }: { lng: string; t: Translate }) {
  const state = useBonusGame('chest', lng);
  const [opened, setOpened] = useState<{ chest: number; label: string } | null>(null);
  const open = (chest: number) =>
    state.play(async (play) => {
      setOpened({ chest, label: play.prize.label });
      await waitForAnimation(OPEN_MS);
    });
  return (
    <BonusGameFrame state={state} label={t('bonuses.chest.label')} lng={lng} t={t}>
      {() => (
        <>
          <p className={styles.hint}>{t('bonuses.chest.hint')}</p>
          <div className={styles.chests} role="group" aria-label={t('bonuses.chest.label')}>
            {CHESTS.map((chest) => {
              const isOpen = opened?.chest === chest;
              return (
                <button
                  key={chest}
                  type="button"
                  className={styles.chest}
                  data-open={isOpen}
                  disabled={state.isPlaying}
                  onClick={() => void open(chest)}
                  aria-label={t('bonuses.chest.open', { number: chest + 1 })}
                >
                  <span className={styles.lid} aria-hidden="true" />
                  <span className={styles.box} aria-hidden="true" />
                  <span className={styles.prize}>{isOpen ? opened.label : `${chest + 1}`}</span>
                </button>
              );
            })}
          </div>
        </>
      )}
    </BonusGameFrame>
  );
}
