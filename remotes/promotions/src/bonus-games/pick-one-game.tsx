import type { BonusGame } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { BonusGameFrame } from './bonus-game-frame';
import styles from './pick-one-game.module.css';
import { useBonusGame, waitForAnimation } from './use-bonus-game';

export interface PickOneLook {
  /** Dictionary stem of the game's `label`, `hint` and `open` ({{number}}) texts. */
  stem: string;
  count: number;
  revealMs: number;
  gridClass: string;
  itemClass: string;
  /** What item `index` shows: its closed face, or the prize it revealed. */
  face(index: number, revealed: string | null): ReactNode;
}

interface PickOneProps {
  game: BonusGame;
  look: PickOneLook;
  lng: string;
  isPlayer: boolean;
  t: Translate;
}

/**
 * A bonus game where the player picks one of several closed items (a chest, a card, a ticket) a day. The platform
 * draws the prize when one is picked: which one does not change the chances shown in the prize table.
 */
export function PickOneGame({ game, look, lng, isPlayer, t }: PickOneProps) {
  const state = useBonusGame(game, lng, isPlayer);
  const [picked, setPicked] = useState<{ index: number; label: string } | null>(null);
  const pick = (index: number) =>
    state.play(async (play) => {
      setPicked({ index, label: play.prize.label });
      await waitForAnimation(look.revealMs);
    });
  return (
    <BonusGameFrame state={state} label={t(`${look.stem}.label`)} lng={lng} t={t}>
      {() => (
        <>
          <p className={styles.hint}>{t(`${look.stem}.hint`)}</p>
          <div className={look.gridClass} role="group" aria-label={t(`${look.stem}.label`)}>
            {Array.from({ length: look.count }, (_, index) => {
              const isOpen = picked?.index === index;
              return (
                <button
                  key={index}
                  type="button"
                  className={look.itemClass}
                  data-open={isOpen}
                  disabled={state.isPlaying}
                  onClick={() => void pick(index)}
                  aria-label={t(`${look.stem}.open`, { number: index + 1 })}
                >
                  {look.face(index, isOpen ? picked.label : null)}
                </button>
              );
            })}
          </div>
        </>
      )}
    </BonusGameFrame>
  );
}
