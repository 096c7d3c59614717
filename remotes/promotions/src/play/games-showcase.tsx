import type { BonusGameAnswer, BonusGamePrize } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, EmptyState } from '@betfront/ui';
import styles from './play.module.css';
import { playDateTime } from './play-format';

/** The paying prize (bonus money or a free bet) least likely to be drawn: the one a game is known for. */
export function topPrize(game: BonusGameAnswer): BonusGamePrize | null {
  const prizes = game.prizes.filter((prize) => prize.kind !== 'none');
  return prizes.reduce<BonusGamePrize | null>(
    (top, prize) => (top === null || Number(prize.chance) < Number(top.chance) ? prize : top),
    null,
  );
}

/** A win chance: the share of the table's prizes that pay something. */
export function winChance(game: BonusGameAnswer): string {
  const chance = game.prizes
    .filter((prize) => prize.kind !== 'none')
    .reduce((sum, prize) => sum + Number(prize.chance), 0);
  return `${Math.round(chance)}\u00a0%`;
}

interface ShowcaseProps {
  lng: string;
  games: BonusGameAnswer[];
  isPlayer: boolean;
  t: Translate;
}

/** The bonus games: each with its top prize, its chance to win, whether the player may play today, and its page. */
export function GamesShowcase({ lng, games, isPlayer, t }: ShowcaseProps) {
  if (games.length === 0) {
    return <EmptyState title={t('promo-play.showcase.none.title')} text={t('promo-play.showcase.none.text')} />;
  }
  return (
    <ul className={CARD_CLASS.grid} aria-label={t('promotions.bonus_games_label')}>
      {games.map((game) => {
        const top = topPrize(game);
        return (
          <li key={game.game} className={CARD_CLASS.card}>
            <h2 className={CARD_CLASS.title}>{t(`promotions.game.${game.game}.heading`)}</h2>
            <p className={styles.line}>{t(`promotions.game.${game.game}.description`)}</p>
            {top && (
              <p className={styles.line}>
                {t('promo-play.showcase.top', { prize: top.label, chance: Number(top.chance).toLocaleString(lng) })}
              </p>
            )}
            <p className={styles.muted}>{t('promo-play.showcase.chance', { chance: winChance(game) })}</p>
            <p className={styles.strong}>
              {!isPlayer
                ? t('promo-play.showcase.visitor')
                : game.nextPlayAt
                  ? t('promo-play.showcase.played', { time: playDateTime(game.nextPlayAt, lng) })
                  : t('promo-play.showcase.ready')}
            </p>
            <div className={styles.actions}>
              <a className={BUTTON_CLASS.primary} href={`/${lng}/allgamesentrance/${game.game}`}>
                {t('promo-play.showcase.play', { game: t(`promotions.game.${game.game}.heading`) })}
              </a>
              <a className={BUTTON_CLASS.secondary} href={`/${lng}/games-landing/${game.game}`}>
                {t('promo-play.showcase.about')}
              </a>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
