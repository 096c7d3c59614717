import { formatMoney } from '@betfront/account-ui/wallet';
import type { CashbackAnswer, CashbackClaim, CashbackProgramme } from '@betfront/contract/casino-events';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS, CARD_CLASS, formatDate as formatAnyDate, formatDateTime } from '@betfront/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { cashbackErrorText, claimCashback, loadCashback } from './cashback-api';
import styles from './cashback.module.css';

/** The page of each programme links to another one. */
const OTHER: Readonly<Record<CashbackProgramme, { programme: CashbackProgramme; path: string }>> = {
  vip: { programme: 'premium', path: 'office/casino/premiumcashback' },
  premium: { programme: 'vip', path: 'office/casino/vipcashback' },
  sport: { programme: 'vip', path: 'office/casino/vipcashback' },
};

/** Periods are whole UTC days. */
const formatDate = (iso: string, lng: string) => formatAnyDate(iso, lng, { timeZone: 'UTC' });

const formatMoment = (iso: string, lng: string) => formatDateTime(iso, lng);

/** The last day of a period that ends at `endsAt` (exclusive). */
const lastDay = (endsAt: string) => new Date(Date.parse(endsAt) - 1).toISOString();

const periodLabel = (period: { startsAt: string; endsAt: string }, lng: string) => {
  const from = formatDate(period.startsAt, lng);
  const to = formatDate(lastDay(period.endsAt), lng);
  return from === to ? from : `${from} — ${to}`;
};

/** Where the last finished period ends: where the running one starts. */
const lastPeriodEnd = (answer: CashbackAnswer) => answer.current.startsAt;

type Outcome = { tone: 'success'; claim: CashbackClaim } | { tone: 'danger'; text: string };

function History({ claims, lng, t }: { claims: readonly CashbackClaim[]; lng: string; t: Translate }) {
  if (claims.length === 0) return <p className={styles.muted}>{t('casino-cashback.history.empty')}</p>;
  return (
    <ul className={styles.history} aria-label={t('casino-cashback.history.title')}>
      {claims.map((claim) => (
        <li key={claim.periodStart} className={styles.claim}>
          <span>{formatDate(claim.periodStart, lng)}</span>
          <span className={styles.muted}>
            {t('casino-cashback.history.row', {
              level: claim.level,
              rate: Number(claim.rate),
              loss: formatMoney(claim.netLoss, claim.currencyIso),
            })}
          </span>
          <strong className={styles.amount}>{formatMoney(claim.amount, claim.currencyIso)}</strong>
        </li>
      ))}
    </ul>
  );
}

function Levels({ answer, t }: { answer: CashbackAnswer; t: Translate }) {
  return (
    <table className={styles.levels}>
      <caption>
        {t('casino-cashback.levels.title')}
        <span className={styles.muted}>
          {' '}
          · {t('casino-cashback.levels.currency', { currency: answer.currencyIso })}
        </span>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('casino-cashback.levels.level')}</th>
          <th scope="col">{t('casino-cashback.levels.from')}</th>
          <th scope="col">{t('casino-cashback.levels.rate')}</th>
        </tr>
      </thead>
      <tbody>
        {answer.levels.map((level) => (
          <tr key={level.level} data-current={level.level === answer.current.level ? 'true' : undefined}>
            <td>{level.level}</td>
            <td>{formatMoney(level.fromLoss, answer.currencyIso)}</td>
            <td>{Number(level.rate)}&nbsp;%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A cashback programme of the casino: the level and rate now, what accrued, what may be claimed, and the history. */
function CashbackBody({ ctx, t, programme }: RemoteAppProps<OfficeData> & { programme: CashbackProgramme }) {
  const { lng } = ctx;
  const queries = useQueryClient();
  const load = useCallback((signal: AbortSignal) => loadCashback(programme, signal), [programme]);
  const request = useRequest(['cashback', programme], load);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const answer = request.value;
  const claim = async () => {
    setIsBusy(true);
    setOutcome(null);
    try {
      const claimed = await claimCashback(programme);
      setOutcome({ tone: 'success', claim: claimed.claim });
      void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
      request.retry();
    } catch (failure) {
      setOutcome({ tone: 'danger', text: cashbackErrorText(failure, t) });
    } finally {
      setIsBusy(false);
    }
  };
  if (answer === null) return <RequestPending request={request} t={t} />;
  const money = (amount: string) => formatMoney(amount, answer.currencyIso);
  const { current, claimable, claimed } = answer;
  return (
    <div className={sharedStyles.page}>
      <p className={styles.lead}>{t(`casino-cashback.${programme}.terms`, { days: answer.claimDays })}</p>
      <section className={CARD_CLASS.card} aria-labelledby="cashback-now">
        <h2 id="cashback-now" className={CARD_CLASS.title}>
          {t(`casino-cashback.current.${answer.period}`)}
        </h2>
        <p className={styles.muted}>{periodLabel(current, lng)}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('casino-cashback.level')}</dt>
            <dd data-testid="cashback-level">{current.level}</dd>
          </div>
          <div>
            <dt>{t('casino-cashback.rate')}</dt>
            <dd>{Number(current.rate)}&nbsp;%</dd>
          </div>
          <div>
            <dt>{t('casino-cashback.net_loss')}</dt>
            <dd>{money(current.netLoss)}</dd>
          </div>
          <div>
            <dt>{t('casino-cashback.accrued')}</dt>
            <dd data-testid="cashback-accrued">{money(current.amount)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>
          {t('casino-cashback.accrued_hint', { min: money(answer.minAmount), max: money(answer.maxAmount) })}
        </p>
      </section>
      <section className={CARD_CLASS.card} aria-labelledby="cashback-claim">
        <h2 id="cashback-claim" className={CARD_CLASS.title}>
          {t('casino-cashback.claim.title')}
        </h2>
        {claimable ? (
          <>
            <p>
              {t('casino-cashback.claim.text', {
                period: periodLabel(claimable, lng),
                loss: money(claimable.netLoss),
                rate: Number(claimable.rate),
              })}
            </p>
            <p className={styles.big} data-testid="cashback-claimable">
              {money(claimable.amount)}
            </p>
            <button type="button" className={BUTTON_CLASS.primary} disabled={isBusy} onClick={() => void claim()}>
              {t('casino-cashback.claim.button', { amount: money(claimable.amount) })}
            </button>
          </>
        ) : claimed ? (
          <>
            <p>
              {t('casino-cashback.claim.claimed', {
                period: periodLabel({ startsAt: claimed.periodStart, endsAt: lastPeriodEnd(answer) }, lng),
                when: formatMoment(claimed.claimedAt, lng),
              })}
            </p>
            <p className={styles.big} data-testid="cashback-claimed">
              {formatMoney(claimed.amount, claimed.currencyIso)}
            </p>
          </>
        ) : (
          outcome?.tone !== 'success' && (
            <p className={styles.muted}>
              {t(`casino-cashback.claim.none.${answer.period}`, { time: formatMoment(current.endsAt, lng) })}
            </p>
          )
        )}
        {outcome?.tone === 'danger' && (
          <p role="alert" className={styles.result} data-tone="danger">
            {outcome.text}
          </p>
        )}
        {outcome?.tone === 'success' && (
          <p role="status" className={styles.result} data-tone="success">
            {t('casino-cashback.claim.done', { amount: formatMoney(outcome.claim.amount, outcome.claim.currencyIso) })}
          </p>
        )}
      </section>
      <Levels answer={answer} t={t} />
      <section aria-labelledby="cashback-history">
        <h2 id="cashback-history" className={styles.subheading}>
          {t('casino-cashback.history.title')}
        </h2>
        <History claims={answer.history} lng={lng} t={t} />
      </section>
      <p>
        <a href={`/${lng}/${OTHER[programme].path}`}>{t(`casino-cashback.${OTHER[programme].programme}.link`)}</a>
      </p>
    </div>
  );
}

export const VipCashbackBody = (props: RemoteAppProps<OfficeData>) => <CashbackBody {...props} programme="vip" />;
export const PremiumCashbackBody = (props: RemoteAppProps<OfficeData>) => (
  <CashbackBody {...props} programme="premium" />
);
export const SportCashbackBody = (props: RemoteAppProps<OfficeData>) => <CashbackBody {...props} programme="sport" />;
