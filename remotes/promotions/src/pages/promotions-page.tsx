import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { ChestGame } from '../bonus-games/chest-game';
import { FortunaWheel } from '../bonus-games/fortuna-wheel';
import { BonusGamesGrid } from '../components/bonus-games-grid';
import { CategoryTabs } from '../components/category-tabs';
import { PromoEmpty } from '../components/promo-empty';
import { PromoNav } from '../components/promo-nav';
import type { PromotionsData } from '../promotions-data';

export function PromotionsPage({ ctx, data, t }: RemoteAppProps<PromotionsData>) {
  const { lng } = ctx;
  const heading = t(`${data.stem}.heading`, data.vars);
  const trail = [
    { label: t('promotions.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, data.vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, data.vars)}
      breadcrumbs={data.nav && <Breadcrumbs label={t('promotions.breadcrumbs')} items={trail} />}
      nav={data.nav && <PromoNav lng={lng} nav={data.nav} t={t} />}
    >
      {data.category && <CategoryTabs lng={lng} current={data.category} t={t} />}
      {data.content === 'bonus-games' ? (
        <BonusGamesGrid lng={lng} t={t} />
      ) : data.content === 'bonus-game' && ctx.route.params.gameRoute === 'fortuna' ? (
        <FortunaWheel lng={lng} t={t} />
      ) : data.content === 'bonus-game' && ctx.route.params.gameRoute === 'chest' ? (
        <ChestGame lng={lng} t={t} />
      ) : (
        <PromoEmpty lng={lng} data={data} content={data.content} t={t} />
      )}
    </PageFrame>
  );
}
