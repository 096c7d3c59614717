import type { Translate } from '@betfront/remote-kit';
import styles from './lottery-game.module.css';
import type { PickOneLook } from './pick-one-game';
import { PickOneGame } from './pick-one-game';

/** The serial numbers printed on the tickets: they only tell the tickets apart. */
const SERIALS = ['0417', '1290', '2563', '3308', '4871'] as const;

const LOTTERY_LOOK: PickOneLook = {
  stem: 'promo-play.lottery',
  count: SERIALS.length,
  revealMs: 700,
  gridClass: styles.tickets ?? '',
  itemClass: styles.ticket ?? '',
  face: (index, revealed) => (
    <>
      <span className={styles.serial} aria-hidden="true">{`№ ${SERIALS[index] ?? ''}`}</span>
      <span className={styles.scratch} data-revealed={revealed !== null}>
        {revealed ?? '★ ★ ★'}
      </span>
    </>
  ),
};

/** Five tickets, one to scratch a day: the ticket scratched shows the prize drawn. */
export function LotteryGame({ lng, isPlayer, t }: { lng: string; isPlayer: boolean; t: Translate }) {
  return <PickOneGame game="lottery" look={LOTTERY_LOOK} lng={lng} isPlayer={isPlayer} t={t} />;
}
