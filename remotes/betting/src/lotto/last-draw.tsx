import { useQuery } from '@tanstack/react-query';
import type { Translate } from '@betfront/remote-kit';
import { DrawnBalls } from './drawn-balls';
import { pastDrawsQuery } from './lotto-queries';
import { useDrawChanges } from './use-draw-changes';
import { drawTime } from './lotto-format';
import styles from './lotto.module.css';

/** The lottery's latest draw, kept fresh while the page is open: its numbers appear here as soon as it is run. */
export function LastDraw({ lotteryId, lng, t }: { lotteryId: number; lng: string; t: Translate }) {
  const { data: draws, refetch } = useQuery(pastDrawsQuery(lng, lotteryId, 1));
  useDrawChanges([`lotto:${lotteryId}`], refetch);
  const draw = draws?.[0];
  return (
    <section className={styles.lastDraw} aria-labelledby="lotto-last-draw" aria-live="polite">
      <h2 id="lotto-last-draw" className={styles.sectionTitle}>
        {t('lotto.last_draw')}
      </h2>
      {draw ? (
        <>
          <p className={styles.muted}>{t('lotto.last_draw_line', { id: draw.id, time: drawTime(draw.drawAt, lng) })}</p>
          <DrawnBalls numbers={draw.numbers} label={t('lotto.drawn_numbers')} />
        </>
      ) : (
        <p className={styles.muted}>{draws === undefined ? t('bets.loading') : t('lotto.no_results.title')}</p>
      )}
    </section>
  );
}
