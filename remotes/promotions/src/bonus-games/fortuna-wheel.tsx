import type { BonusGamePrize } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useState } from 'react';
import { BonusGameFrame } from './bonus-game-frame';
import styles from './fortuna-wheel.module.css';
import { useBonusGame, waitForAnimation } from './use-bonus-game';
import { rotationTo, segmentAngle, segmentPath } from './wheel-geometry';

const RADIUS = 150;
const SPIN_MS = 4000;

function Wheel({ prizes, rotation }: { prizes: readonly BonusGamePrize[]; rotation: number }) {
  const step = segmentAngle(prizes.length);
  return (
    <svg
      className={styles.wheel}
      viewBox={`0 0 ${RADIUS * 2} ${RADIUS * 2}`}
      style={{ transform: `rotate(${rotation}deg)` }}
      aria-hidden="true"
    >
      {prizes.map((prize, index) => (
        <g key={prize.id}>
          <path className={styles.segment} data-tone={index % 3} d={segmentPath(index, prizes.length, RADIUS)} />
          {/* Along the radius, read from the rim inwards, so a long label fits its segment. */}
          <text
            className={styles.label}
            x={RADIUS * 1.9}
            y={RADIUS + 4}
            textAnchor="end"
            transform={`rotate(${(index + 0.5) * step - 90} ${RADIUS} ${RADIUS})`}
          >
            {prize.label}
          </text>
        </g>
      ))}
      <circle className={styles.hub} cx={RADIUS} cy={RADIUS} r={RADIUS * 0.12} />
    </svg>
  );
}

/** The wheel of fortune: one spin a day, the prize drawn by the platform and paid to the bonus account. */
export function FortunaWheel({ lng, t }: { lng: string; t: Translate }) {
  const state = useBonusGame('fortuna', lng);
  const [rotation, setRotation] = useState(0);
  const spin = () =>
    state.play(async (play, answer) => {
      const index = answer.prizes.findIndex((prize) => prize.id === play.prize.id);
      setRotation((current) => rotationTo(current, Math.max(index, 0), answer.prizes.length));
      await waitForAnimation(SPIN_MS);
    });
  return (
    <BonusGameFrame state={state} label={t('bonuses.fortuna.label')} lng={lng} t={t}>
      {(answer) => (
        <>
          <div className={styles.wheelBox}>
            <span className={styles.pointer} aria-hidden="true" />
            <Wheel prizes={answer.prizes} rotation={rotation} />
          </div>
          <button type="button" className={BUTTON_CLASS.primary} disabled={state.isPlaying} onClick={() => void spin()}>
            {t(state.isPlaying ? 'bonuses.fortuna.spinning' : 'bonuses.fortuna.spin')}
          </button>
        </>
      )}
    </BonusGameFrame>
  );
}
