import { formatMoney } from '@betfront/account-ui/wallet';
import { REWARDS_PER_PAGE, rewardsQuerySchema } from '@betfront/contract/rewards';
import type { RewardsAnswer } from '@betfront/contract/rewards';
import type { RemoteAppProps, Translate } from '@betfront/remote-kit';
import { EmptyState, formatDateTime } from '@betfront/ui';
import { useCallback } from 'react';
import type { OfficeData } from '../office-data';
import { ListPages } from '../shared/list-pages';
import { listSearch } from '../shared/list-query';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { useRequest } from '../shared/use-request';
import { loadRewards } from './rewards-api';
import styles from './rewards.module.css';

/** Where each kind of reward is earned. */
const EARN_MORE = ['bonuses', 'bringfriend', 'cashback', 'casino/vipcashback'] as const;

function Sums({ sums, t }: { sums: RewardsAnswer['sums']; t: Translate }) {
  return (
    <dl className={styles.sums} aria-label={t('office-rewards.sums')}>
      {sums.map((sum) => (
        <div key={`${sum.source}:${sum.currencyIso}`}>
          <dt>{t(`office-rewards.source.${sum.source}`)}</dt>
          <dd>{formatMoney(sum.amount, sum.currencyIso)}</dd>
        </div>
      ))}
    </dl>
  );
}

function EarnMore({ lng, t }: { lng: string; t: Translate }) {
  return (
    <ul className={styles.links}>
      {EARN_MORE.map((page) => (
        <li key={page}>
          <a href={`/${lng}/office/${page}`}>{t(`office-rewards.link.${page}`)}</a>
        </li>
      ))}
    </ul>
  );
}

/** office.rewards: what the player earned besides bets — bonuses, referral rewards, cashback, tournament prizes. */
export function RewardsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const parsed = rewardsQuerySchema.safeParse({ page: ctx.route.query.page });
  const page = parsed.success ? parsed.data.page : 1;
  const request = useRequest(
    ['rewards', page],
    useCallback((signal: AbortSignal) => loadRewards(page, signal), [page]),
  );
  const answer = request.value;
  if (answer === null) return <RequestPending request={request} t={t} />;
  if (answer.total === 0) {
    return (
      <div className={sharedStyles.page}>
        <EmptyState title={t('office-rewards.none.title')} text={t('office-rewards.none.text')} />
        <EarnMore lng={lng} t={t} />
      </div>
    );
  }
  return (
    <div className={sharedStyles.page}>
      <Sums sums={answer.sums} t={t} />
      <ul className={styles.rewards} aria-label={t('office-rewards.list')}>
        {answer.rewards.map((reward) => (
          <li key={reward.id} className={styles.reward}>
            <span className={styles.what}>
              <strong>{t(`office-rewards.source.${reward.source}`)}</strong>
              <span className={styles.muted}>
                {formatDateTime(reward.createdAt, lng)} ·{' '}
                {t(reward.isBonusMoney ? 'office-rewards.to_bonus' : 'office-rewards.to_main')}
              </span>
            </span>
            <strong className={styles.amount}>+{formatMoney(reward.amount, reward.currencyIso)}</strong>
          </li>
        ))}
      </ul>
      <ListPages
        page={page}
        limit={REWARDS_PER_PAGE}
        total={answer.total}
        hrefOf={(other) => `/${lng}/office/rewards${listSearch({}, other)}`}
        t={t}
      />
      <EarnMore lng={lng} t={t} />
    </div>
  );
}
