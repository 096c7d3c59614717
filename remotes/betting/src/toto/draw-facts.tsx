import type { TotoDraw } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';
import { lottoMoney } from '../lotto/lotto-format';
import styles from './toto.module.css';

/** The pool so far, the jackpot carried in, and how the fund is split by correct outcomes (or what each won). */
export function DrawFacts({ draw, t }: { draw: TotoDraw; t: Translate }) {
  const money = (amount: string) => lottoMoney(amount, draw.currencyIso);
  const shares = Object.entries(draw.categoryShares).sort(([a], [b]) => Number(b) - Number(a));
  return (
    <section className={styles.panel} aria-labelledby={`toto-pool-${draw.id}`}>
      <h2 id={`toto-pool-${draw.id}`} className={styles.title}>
        {t('toto.pool_heading')}
      </h2>
      <dl className={styles.summary}>
        <div>
          <dt>{t('toto.pool')}</dt>
          <dd data-testid="toto-pool">{money(draw.pool)}</dd>
        </div>
        <div>
          <dt>{t('toto.jackpot')}</dt>
          <dd>{money(draw.jackpot)}</dd>
        </div>
        <div>
          <dt>{t('toto.coupons')}</dt>
          <dd>{draw.coupons}</dd>
        </div>
      </dl>
      <table className={styles.table}>
        <caption className={styles.muted}>{t('toto.split', { share: (1000 - draw.operatorPermille) / 10 })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('toto.hits')}</th>
            <th scope="col">{t('toto.share')}</th>
            {draw.prizes && <th scope="col">{t('toto.winning_variants')}</th>}
            {draw.prizes && <th scope="col">{t('toto.per_variant')}</th>}
          </tr>
        </thead>
        <tbody>
          {shares.map(([hits, share]) => {
            const prize = draw.prizes?.find((candidate) => candidate.hits === Number(hits));
            return (
              <tr key={hits}>
                <td>{t('toto.hits_of', { hits })}</td>
                <td>{share / 10} %</td>
                {draw.prizes && <td>{prize?.variants ?? 0}</td>}
                {draw.prizes && <td>{money(prize?.perVariant ?? '0.00')}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {draw.carried !== null && <p className={styles.muted}>{t('toto.carried', { amount: money(draw.carried) })}</p>}
    </section>
  );
}
