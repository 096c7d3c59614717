import { useQuery } from '@tanstack/react-query';
import type { Lottery } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, EmptyState } from '@betfront/ui';
import { LoadFailure, Loading } from '../bets/bets-notices';
import { lotteriesQuery } from './lotto-queries';
import { drawTime, lottoMoney, rulesText, timeLeft } from './lotto-format';
import styles from './lotto.module.css';
import { PrizeTable } from './prize-table';
import { useDrawChanges } from './use-draw-changes';
import { useNow } from '@betfront/remote-kit';

function LotteryCard({ lottery, lng, t, now }: { lottery: Lottery; lng: string; t: Translate; now: number }) {
  const top = lottery.prizes.at(-1);
  return (
    <li className={CARD_CLASS.card}>
      <h2 className={styles.cardTitle}>{lottery.name}</h2>
      <p className={styles.muted}>{rulesText(lottery, t)}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('lotto.next_draw')}</dt>
          {lottery.nextDraw ? (
            <dd>
              {drawTime(lottery.nextDraw.drawAt, lng)}
              <br />
              <span className={styles.muted}>
                {t('lotto.closes_in', { time: timeLeft(lottery.nextDraw.closesAt, now) })}
              </span>
            </dd>
          ) : (
            <dd className={styles.muted}>{t('lotto.next_draw_soon')}</dd>
          )}
        </div>
        {top && (
          <div>
            <dt>{t('lotto.top_prize')}</dt>
            <dd className={styles.jackpot}>{lottoMoney(top.amount, lottery.currencyIso)}</dd>
          </div>
        )}
        <div>
          <dt>{t('lotto.price')}</dt>
          <dd>{lottoMoney(lottery.combinationPrice, lottery.currencyIso)}</dd>
        </div>
      </dl>
      <details className={styles.details}>
        <summary>{t('lotto.prizes.show')}</summary>
        <PrizeTable lottery={lottery} spots={lottery.maxPick} t={t} />
      </details>
      <div className={CARD_CLASS.actions}>
        <a className={BUTTON_CLASS.primary} href={`/${lng}/lotto/view/${lottery.id}`}>
          {t('lotto.play')}
        </a>
        <a className={BUTTON_CLASS.secondary} href={`/${lng}/lotto/results/${lottery.id}`}>
          {t('lotto.results_link')}
        </a>
      </div>
    </li>
  );
}

/** Every lottery on sale with its next draw, top prize and price. */
export function LotteryCatalog({ lng, t }: { lng: string; t: Translate }) {
  const { data: lotteries, error, refetch } = useQuery(lotteriesQuery(lng));
  useDrawChanges(lotteries?.map((lottery) => `lotto:${lottery.id}`) ?? [], refetch);
  const now = useNow();
  if (lotteries === undefined) return error ? <LoadFailure t={t} onRetry={() => void refetch()} /> : <Loading t={t} />;
  if (lotteries.length === 0) return <EmptyState title={t('lotto.none.title')} text={t('lotto.none.text')} />;
  return (
    <ul className={CARD_CLASS.grid} aria-label={t('lotto.catalog_label')}>
      {lotteries.map((lottery) => (
        <LotteryCard key={lottery.id} lottery={lottery} lng={lng} t={t} now={now} />
      ))}
    </ul>
  );
}
