import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { FinishedResultsView } from '../components/finished-results';
import { LiveResultsView } from '../components/live-results';
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
      {type === 'live' ? (
        <LiveResultsView lng={lng} sportId={data.filter.sportId} t={t} />
      ) : data.finished ? (
        <FinishedResultsView lng={lng} path={path} results={data.finished} filter={data.filter} t={t} />
      ) : (
        <UnavailableResults t={t} />
      )}
    </PageFrame>
  );
}
