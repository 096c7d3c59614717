import type { RemoteAppProps } from '@betfront/remote-kit';
import { ResultsPage } from './pages/results-page';
import { StatisticsPage } from './pages/statistics-page';
import type { ResultsData } from './results-data';

export function ResultsApp({ ctx, data, t }: RemoteAppProps<ResultsData>) {
  if (data.page === 'statistics') return <StatisticsPage lng={ctx.lng} statistics={data.statistics} t={t} />;
  return <ResultsPage lng={ctx.lng} data={data} t={t} />;
}
