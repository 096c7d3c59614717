import type { Translate } from '@betfront/remote-kit';
import styles from './thank-you.module.css';

/** After a game session: thanks, and the ways back to the games and to the player's casino history. */
export function ThankYou({ lng, isPlayer, t }: { lng: string; isPlayer: boolean; t: Translate }) {
  return (
    <section className={styles.thanks}>
      <p className={styles.text}>{t('play.thanks')}</p>
      <div className={styles.links}>
        <a className={styles.primary} href={`/${lng}/casino-lobby`}>
          {t('play.back_to_lobby')}
        </a>
        {isPlayer && (
          <a className={styles.secondary} href={`/${lng}/office/casino`}>
            {t('play.history')}
          </a>
        )}
      </div>
    </section>
  );
}
