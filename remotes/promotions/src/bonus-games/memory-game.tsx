import type { Translate } from '@betfront/remote-kit';
import styles from './memory-game.module.css';
import type { PickOneLook } from './pick-one-game';
import { PickOneGame } from './pick-one-game';

/** The card backs: a pair of each suit, face down. */
const SUITS = ['♠', '♥', '♦', '♣', '♥', '♠'] as const;

const MEMORY_LOOK: PickOneLook = {
  stem: 'promo-play.memory',
  count: SUITS.length,
  revealMs: 700,
  gridClass: styles.cards ?? '',
  itemClass: styles.card ?? '',
  face: (index, revealed) =>
    revealed === null ? (
      <span className={styles.back} aria-hidden="true">
        {SUITS[index]}
      </span>
    ) : (
      <span className={styles.face}>{revealed}</span>
    ),
};

/** Six face-down cards, one to turn a day: the card turned shows the prize drawn. */
export function MemoryGame({ lng, isPlayer, t }: { lng: string; isPlayer: boolean; t: Translate }) {
  return <PickOneGame game="memory" look={MEMORY_LOOK} lng={lng} isPlayer={isPlayer} t={t} />;
}
