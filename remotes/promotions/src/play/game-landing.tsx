import type { BonusGameAnswer } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, EmptyState } from '@betfront/ui';
import { PrizeTable } from '../bonus-games/bonus-game-frame';
import type { BonusGame } from '../promotions-catalog';
import styles from './play.module.css';
import { topPrize, winChance } from './games-showcase';

interface LandingProps {
  lng: string;
  game: BonusGame;
  /** The game's prize table, or null when the operator has closed it. */
  answer: BonusGameAnswer | null;
  isPlayer: boolean;
  t: Translate;
}

/** A bonus game's landing: what it is, how a play goes, its prizes and chances, and the way in. */
export function GameLanding({ lng, game, answer, isPlayer, t }: LandingProps) {
  if (!answer) {
    return (
      <EmptyState
        title={t('promo-play.landing.closed.title')}
        text={t('promo-play.landing.closed.text')}
        links={[{ href: `/${lng}/allgamesentrance`, label: t('promo-play.landing.others') }]}
      />
    );
  }
  const top = topPrize(answer);
  return (
    <>
      <p className={styles.line}>{t(`promotions.game.${game}.description`)}</p>
      {top && (
        <p className={styles.strong}>{t('promo-play.landing.top', { prize: top.label, chance: winChance(answer) })}</p>
      )}
      <section className={styles.section} aria-labelledby="landing-steps">
        <h2 id="landing-steps">{t('promo-play.landing.steps')}</h2>
        <ol className={styles.rules}>
          <li>{t('promo-play.landing.step.login')}</li>
          <li>{t(`promo-play.landing.step.play.${game}`)}</li>
          <li>{t('promo-play.landing.step.prize')}</li>
        </ol>
        <div className={styles.actions}>
          <a className={BUTTON_CLASS.primary} href={`/${lng}/allgamesentrance/${game}`}>
            {t('promo-play.showcase.play', { game: t(`promotions.game.${game}.heading`) })}
          </a>
          {!isPlayer && (
            <a className={BUTTON_CLASS.secondary} href={`/${lng}/registration`}>
              {t('promo-play.landing.register')}
            </a>
          )}
        </div>
      </section>
      <section className={styles.section} aria-label={t('bonuses.game.table')}>
        <PrizeTable answer={answer} lng={lng} t={t} />
      </section>
    </>
  );
}
