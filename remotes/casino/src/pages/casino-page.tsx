import { Breadcrumbs, PageFrame, SearchForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { CasinoEmpty } from '../components/casino-empty';
import { CategoryBar } from '../components/category-bar';
import { SubNav } from '../components/sub-nav';
import { GamePlayer } from '../game/game-player';
import { ThankYou } from '../game/thank-you';
import type { CasinoData } from '../casino-data';

export function CasinoPage({ ctx, data, t }: RemoteAppProps<CasinoData>) {
  const { lng } = ctx;
  const heading = t(`${data.stem}.heading`, data.vars);
  const trail = [
    { label: t('casino.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, data.vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, data.vars)}
      breadcrumbs={<Breadcrumbs label={t('casino.breadcrumbs')} items={trail} />}
      nav={
        <>
          <CategoryBar lng={lng} current={data.category} t={t} />
          <SubNav lng={lng} data={data} routeName={ctx.route.name} t={t} />
        </>
      }
    >
      {data.content === 'search' && (
        <SearchForm
          action={`/${lng}/casino-search`}
          query={data.query}
          label={t('casino.search.label')}
          placeholder={t('casino.search.placeholder')}
          submitLabel={t('casino.search.submit')}
        />
      )}
      {data.content === 'game' && <GamePlayer ctx={ctx} gameId={data.vars.id ?? ''} t={t} />}
      {data.content === 'thankyou' && <ThankYou lng={lng} isPlayer={ctx.user !== null} t={t} />}
      {data.content !== 'game' && data.content !== 'thankyou' && <CasinoEmpty lng={lng} data={data} t={t} />}
    </PageFrame>
  );
}
