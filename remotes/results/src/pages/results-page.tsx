import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { FinishedResultsView } from '../components/finished-results';
import { LiveResultsView } from '../components/live-results';
import { PlayedRoundsView } from '../components/played-rounds';
import { ResultsTabs } from '../components/results-tabs';
import { UnavailableResults } from '../components/unavailable-results';
import type { ResultsPageData } from '../results-data';

interface ResultsPageProps {
  lng: string;
  data: ResultsPageData;
  t: Translate;
}

export function ResultsPage({ lng, data, t }: ResultsPageProps) {
  const { type } = data;
  const stem = `results.page.${type}`;
  const path = type === 'all' ? `/${lng}/results` : `/${lng}/results/${type}`;
  const trail = [
    { label: t('results.home'), href: `/${lng}` },
    ...(type === 'all' ? [] : [{ label: t('results.page.all.heading'), href: `/${lng}/results` }]),
    { label: t(`${stem}.heading`) },
  ];
  return (
    <PageFrame
      heading={t(`${stem}.heading`)}
      lead={t(`${stem}.description`)}
      breadcrumbs={<Breadcrumbs label={t('results.breadcrumbs')} items={trail} />}
      nav={<ResultsTabs lng={lng} current={type} t={t} />}
    >
      <ResultsContent lng={lng} path={path} data={data} t={t} />
    </PageFrame>
  );
}

function ResultsContent({ lng, path, data, t }: ResultsPageProps & { path: string }) {
  if (data.type === 'live') return <LiveResultsView lng={lng} sportId={data.filter.sportId} t={t} />;
  if (data.type === 'zone') {
    if (!data.played) return <UnavailableResults t={t} />;
    return <PlayedRoundsView lng={lng} path={path} played={data.played} filter={data.filter} t={t} />;
  }
  if (!data.finished) return <UnavailableResults t={t} />;
  return <FinishedResultsView lng={lng} path={path} results={data.finished} filter={data.filter} t={t} />;
}
