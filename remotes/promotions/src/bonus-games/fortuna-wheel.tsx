import type { BonusGameAnswer, BonusGamePlayAnswer, BonusGamePrize } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, EmptyState, Skeleton } from '@betfront/ui';
import { useCallback, useEffect, useState } from 'react';
import { isVisitor, loadBonusGame, playBonusGame, playRefusal } from './bonus-game-api';
import styles from './fortuna-wheel.module.css';
import { rotationTo, segmentAngle, segmentPath } from './wheel-geometry';

const RADIUS = 150;
const SPIN_MS = 4000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

const formatTime = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

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

type Outcome =
  { tone: 'success'; play: BonusGamePlayAnswer } | { tone: 'danger'; key: string; nextPlayAt: string | null };

function OutcomeText({ outcome, lng, t }: { outcome: Outcome; lng: string; t: Translate }) {
  if (outcome.tone === 'danger') {
    return (
      <p role="alert" className={styles.result} data-tone="danger">
        {t(outcome.key)}
        {outcome.nextPlayAt && ` ${t('bonuses.fortuna.next', { time: formatTime(outcome.nextPlayAt, lng) })}`}
      </p>
    );
  }
  const { prize } = outcome.play;
  return (
    <p role="status" className={styles.result} data-tone="success">
      {prize.kind === 'bonus' && prize.amount !== null
        ? t('bonuses.fortuna.won', { prize: prize.label })
        : t('bonuses.fortuna.no_prize', { prize: prize.label })}{' '}
      {prize.kind === 'bonus' && <a href={`/${lng}/office/bonuses/wager`}>{t('bonuses.wager_link')}</a>}
    </p>
  );
}

/** The wheel of fortune: one spin a day, the prize drawn by the platform and paid to the bonus account. */
export function FortunaWheel({ lng, t }: { lng: string; t: Translate }) {
  const [game, setGame] = useState<BonusGameAnswer | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [rotation, setRotation] = useState(0);
  const [isSpinning, setIsSpinning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadBonusGame('fortuna', lng, controller.signal).then(setGame, (error: unknown) => {
      if (!controller.signal.aborted) setLoadError(error);
    });
    return () => controller.abort();
  }, [lng]);

  const spin = useCallback(async () => {
    if (!game) return;
    setIsSpinning(true);
    setOutcome(null);
    try {
      const play = await playBonusGame('fortuna', lng);
      const index = game.prizes.findIndex((prize) => prize.id === play.prize.id);
      setRotation((current) => rotationTo(current, Math.max(index, 0), game.prizes.length));
      await new Promise((resolve) => setTimeout(resolve, prefersReducedMotion() ? 0 : SPIN_MS));
      setOutcome({ tone: 'success', play });
      setGame({ ...game, nextPlayAt: play.nextPlayAt });
    } catch (error) {
      setOutcome({ tone: 'danger', ...playRefusal(error) });
    } finally {
      setIsSpinning(false);
    }
  }, [game, lng]);

  if (loadError !== null) {
    return isVisitor(loadError) ? (
      <EmptyState
        title={t('bonuses.fortuna.login.title')}
        text={t('bonuses.fortuna.login.text')}
        links={[{ href: `/${lng}/user/login`, label: t('bonuses.fortuna.login.link') }]}
      />
    ) : (
      <p role="alert">{t(playRefusal(loadError).key)}</p>
    );
  }
  if (!game) return <Skeleton height="360px" />;
  return (
    <section className={styles.game} aria-label={t('bonuses.fortuna.label')}>
      <div className={styles.stage}>
        <div className={styles.wheelBox}>
          <span className={styles.pointer} aria-hidden="true" />
          <Wheel prizes={game.prizes} rotation={rotation} />
        </div>
        <button type="button" className={BUTTON_CLASS.primary} disabled={isSpinning} onClick={() => void spin()}>
          {t(isSpinning ? 'bonuses.fortuna.spinning' : 'bonuses.fortuna.spin')}
        </button>
        {outcome && !isSpinning && <OutcomeText outcome={outcome} lng={lng} t={t} />}
        {outcome?.tone !== 'danger' && !isSpinning && game.nextPlayAt && (
          <p className={styles.result}>{t('bonuses.fortuna.next', { time: formatTime(game.nextPlayAt, lng) })}</p>
        )}
      </div>
      <div>
        <table className={styles.table}>
          <caption>{t('bonuses.fortuna.table')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('bonuses.fortuna.prize')}</th>
              <th scope="col">{t('bonuses.fortuna.chance')}</th>
            </tr>
          </thead>
          <tbody>
            {game.prizes.map((prize) => (
              <tr key={prize.id}>
                <td>{prize.label}</td>
                <td>{`${Number(prize.chance).toLocaleString(lng)} %`}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className={styles.rules}>
          <li>{t('bonuses.fortuna.rule.daily')}</li>
          <li>{t('bonuses.fortuna.rule.paid')}</li>
          <li>{t('bonuses.fortuna.rule.draw')}</li>
        </ul>
      </div>
    </section>
  );
}
