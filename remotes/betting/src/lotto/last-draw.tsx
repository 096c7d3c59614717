import { useCallback } from 'react';
import { usePolling } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { DrawnBalls } from './drawn-balls';
import { loadPastDraws } from './lotto-api';
import { useDrawChanges } from './use-draw-changes';
import { drawTime } from './lotto-format';
import styles from './lotto.module.css';

/** The draw is pushed when it is run; this slow read is the fallback when the stream is down. */
const LAST_DRAW_POLL_MS = 60_000;

/** The lottery's latest draw, kept fresh while the page is open: its numbers appear here as soon as it is run. */
export function LastDraw({ lotteryId, lng, t }: { lotteryId: number; lng: string; t: Translate }) {
  const load = useCallback((signal: AbortSignal) => loadPastDraws(lng, lotteryId, signal, 1), [lng, lotteryId]);
  const { value: draws, refresh } = usePolling(load, { intervalMs: LAST_DRAW_POLL_MS });
  useDrawChanges([`lotto:${lotteryId}`], refresh);
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
        <p className={styles.muted}>{draws === null ? t('bets.loading') : t('lotto.no_results.title')}</p>
      )}
    </section>
  );
}
