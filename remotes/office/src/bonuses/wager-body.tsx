import type { RemoteAppProps } from '@betfront/remote-kit';
import { EmptyState } from '@betfront/ui';
import type { OfficeData } from '../office-data';
import { RequestPending } from '../shared/request-notices';
import sharedStyles from '../shared/shared.module.css';
import { runningBonusOf } from './bonus-format';
import { BonusNav } from './bonus-nav';
import styles from './bonuses.module.css';
import { useBonuses } from './use-bonuses';
import { WagerProgress, WagerRules } from './wager-progress';

/** The wagering of the running bonus: progress (updated as bets settle), what is left, until when, the rules. */
export function WagerBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  const bonuses = useBonuses(lng);
  const answer = bonuses.data;
  const running = answer ? runningBonusOf(answer.bonuses) : null;
  const lastReleased = answer?.bonuses.find((bonus) => bonus.status === 'released') ?? null;
  return (
    <div className={sharedStyles.page}>
      <BonusNav lng={lng} routeName={ctx.route.name} t={t} />
      {answer === undefined ? (
        <RequestPending request={{ error: bonuses.error, retry: () => void bonuses.refetch() }} t={t} />
      ) : running?.status === 'wagering' ? (
        <section aria-label={running.title} className={sharedStyles.page}>
          <h2 className={styles.result}>{running.title}</h2>
          <WagerProgress bonus={running} lng={lng} t={t} details />
          <h3 className={styles.result}>{t('bonuses.rules')}</h3>
          <WagerRules bonus={running} t={t} />
        </section>
      ) : (
        <EmptyState
          title={t(lastReleased ? 'bonuses.wager.released.title' : 'bonuses.wager.none.title')}
          text={
            lastReleased
              ? t('bonuses.wager.released.text', { title: lastReleased.title })
              : t('bonuses.wager.none.text')
          }
          links={[{ href: `/${lng}/office/bonuses`, label: t('office.page.office.bonuses.heading') }]}
        />
      )}
    </div>
  );
}
