import { Breadcrumbs, EmptyState, PageFrame } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { ResultsTabs } from '../components/results-tabs';
import type { ResultType } from '../results-data';

interface ResultsPageProps {
  lng: string;
  type: ResultType;
  t: Translate;
}

export function ResultsPage({ lng, type, t }: ResultsPageProps) {
  const stem = `results.page.${type}`;
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
      <EmptyState
        title={t(`results.empty.${type}.title`)}
        text={t(`results.empty.${type}.text`)}
        linksLabel={t('results.empty.links_label')}
        links={[
          { href: `/${lng}/live`, label: t('results.link.live') },
          { href: `/${lng}/line`, label: t('results.link.line') },
        ]}
      />
    </PageFrame>
  );
}
