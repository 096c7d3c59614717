import { Breadcrumbs, PageFrame, SearchForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { BettingEmpty } from '../components/betting-empty';
import { BettingTabs } from '../components/betting-tabs';
import { HomeShortcuts } from '../components/home-shortcuts';
import { SectionsMenu } from '../components/sections-menu';
import type { BettingData } from '../betting-data';
import { textVars } from '../texts';

export function BettingPage({ ctx, data, t }: RemoteAppProps<BettingData>) {
  const { lng } = ctx;
  const vars = textVars(data, t);
  const heading = t(`${data.stem}.heading`, vars);
  const trail = [
    { label: t('betting.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, vars)}
      breadcrumbs={data.content !== 'home' && <Breadcrumbs label={t('betting.breadcrumbs')} items={trail} />}
      nav={
        <>
          <SectionsMenu lng={lng} current={data.section} t={t} />
          {data.tabs && <BettingTabs lng={lng} tabs={data.tabs} t={t} />}
        </>
      }
    >
      {data.content === 'home' && <HomeShortcuts lng={lng} t={t} />}
      {data.content === 'search' && (
        <SearchForm
          action={`/${lng}/search-events`}
          query={data.query}
          label={t('betting.search.label')}
          placeholder={t('betting.search.placeholder')}
          submitLabel={t('betting.search.submit')}
        />
      )}
      <BettingEmpty lng={lng} data={data} vars={vars} t={t} />
    </PageFrame>
  );
}
