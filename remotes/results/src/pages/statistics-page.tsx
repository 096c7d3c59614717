import type { GameStatistics } from '@betfront/contract/sportsbook-statistics';
import type { Translate } from '@betfront/remote-kit';
import { EmptyState, PageFrame } from '@betfront/ui';
import { HeadToHead } from '../components/statistics/head-to-head';
import { MatchFacts } from '../components/statistics/match-facts';
import styles from '../components/statistics/statistics.module.css';
import { TeamForm } from '../components/statistics/team-form';

interface StatisticsPageProps {
  lng: string;
  statistics: GameStatistics | null;
  t: Translate;
}

/** The statistics popup: opened in its own small window, so it carries no site navigation. */
export function StatisticsPage({ lng, statistics, t }: StatisticsPageProps) {
  if (!statistics) {
    return (
      <PageFrame heading={t('results.page.statistics.heading')}>
        <EmptyState title={t('results.statistics.unavailable.title')} text={t('results.statistics.unavailable.text')} />
      </PageFrame>
    );
  }
  const { game, form } = statistics;
  return (
    <PageFrame
      heading={t('results.page.statistics.heading')}
      lead={t('results.statistics.match', { home: game.home.name, away: game.away.name })}
    >
      <div className={styles.statistics}>
        <MatchFacts game={game} lng={lng} t={t} />
        <HeadToHead statistics={statistics} lng={lng} t={t} />
        <section className={styles.section} aria-labelledby="statistics-form">
          <h2 id="statistics-form" className={styles.heading}>
            {t('results.statistics.form.heading')}
          </h2>
          <div className={styles.forms}>
            <TeamForm team={game.home.name} games={form.home} lng={lng} t={t} />
            <TeamForm team={game.away.name} games={form.away} lng={lng} t={t} />
          </div>
        </section>
      </div>
    </PageFrame>
  );
}
