import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useState } from 'react';
import { BonusGameFrame } from './bonus-game-frame';
import styles from './safe-game.module.css';
import { useBonusGame, waitForAnimation } from './use-bonus-game';

const DIALS = [0, 1, 2] as const;
const OPEN_MS = 900;

/**
 * A safe with a three-digit lock, one try a day. The platform draws the prize when the player tries the code:
 * the code chosen does not change the chances shown in the prize table.
 */
export function SafeGame({ lng, isPlayer, t }: { lng: string; isPlayer: boolean; t: Translate }) {
  const state = useBonusGame('safe', lng, isPlayer);
  const [code, setCode] = useState<number[]>([0, 0, 0]);
  const [opened, setOpened] = useState<string | null>(null);
  const turn = (dial: number, by: number) =>
    setCode((digits) => digits.map((digit, index) => (index === dial ? (digit + by + 10) % 10 : digit)));
  const tryCode = () =>
    state.play(async (play) => {
      setOpened(play.prize.label);
      await waitForAnimation(OPEN_MS);
    });
  return (
    <BonusGameFrame state={state} label={t('promo-play.safe.label')} lng={lng} t={t}>
      {() => (
        <>
          <p className={styles.hint}>{t('promo-play.safe.hint')}</p>
          <div className={styles.safe} data-open={opened !== null}>
            <div className={styles.dials} role="group" aria-label={t('promo-play.safe.code')}>
              {DIALS.map((dial) => (
                <div key={dial} className={styles.dial}>
                  <button
                    type="button"
                    className={styles.turn}
                    onClick={() => turn(dial, 1)}
                    aria-label={t('promo-play.safe.up', { number: dial + 1 })}
                  >
                    ▲
                  </button>
                  <output className={styles.digit} aria-label={t('promo-play.safe.digit', { number: dial + 1 })}>
                    {code[dial]}
                  </output>
                  <button
                    type="button"
                    className={styles.turn}
                    onClick={() => turn(dial, -1)}
                    aria-label={t('promo-play.safe.down', { number: dial + 1 })}
                  >
                    ▼
                  </button>
                </div>
              ))}
            </div>
            {opened !== null && <p className={styles.inside}>{opened}</p>}
          </div>
          <button
            type="button"
            className={BUTTON_CLASS.primary}
            disabled={state.isPlaying}
            onClick={() => void tryCode()}
          >
            {t('promo-play.safe.open')}
          </button>
        </>
      )}
    </BonusGameFrame>
  );
}
