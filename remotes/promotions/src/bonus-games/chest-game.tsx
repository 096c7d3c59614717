import type { Translate } from '@betfront/remote-kit';
import styles from './chest-game.module.css';
import type { PickOneLook } from './pick-one-game';
import { PickOneGame } from './pick-one-game';

const CHEST_LOOK: PickOneLook = {
  stem: 'bonuses.chest',
  count: 3,
  revealMs: 900,
  gridClass: styles.chests ?? '',
  itemClass: styles.chest ?? '',
  face: (index, revealed) => (
    <>
      <span className={styles.lid} aria-hidden="true" />
      <span className={styles.box} aria-hidden="true" />
      <span className={styles.prize}>{revealed ?? `${index + 1}`}</span>
    </>
  ),
};

/** Three chests, one to open a day. */
export function ChestGame({ lng, isPlayer, t }: { lng: string; isPlayer: boolean; t: Translate }) {
  return <PickOneGame game="chest" look={CHEST_LOOK} lng={lng} isPlayer={isPlayer} t={t} />;
}
