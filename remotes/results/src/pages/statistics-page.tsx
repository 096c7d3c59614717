import { EmptyState, PageFrame } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

interface StatisticsPageProps {
  lng: string;
  subject: string;
  t: Translate;
}

/** The statistics popup: opened in its own small window, so it carries no site navigation. */
export function StatisticsPage({ lng, subject, t }: StatisticsPageProps) {
  return (
    <PageFrame heading={t('results.page.statistics.heading')} lead={t('results.statistics.subject', { subject })}>
      <EmptyState
        title={t('results.empty.statistics.title')}
        text={t('results.empty.statistics.text')}
        linksLabel={t('results.empty.links_label')}
        links={[{ href: `/${lng}/results`, label: t('results.link.results') }]}
      />
    </PageFrame>
  );
}
