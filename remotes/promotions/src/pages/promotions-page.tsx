import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { ArticleBody } from '../articles/article-body';
import { BonusRuleTerms } from '../articles/bonus-rule-terms';
import { BonusRulesList } from '../articles/bonus-rules-list';
import { PromotionCards } from '../articles/promotion-cards';
import { ChestGame } from '../bonus-games/chest-game';
import { FortunaWheel } from '../bonus-games/fortuna-wheel';
import { BonusGamesGrid } from '../components/bonus-games-grid';
import { CategoryTabs } from '../components/category-tabs';
import { PromoEmpty } from '../components/promo-empty';
import { PromoNav } from '../components/promo-nav';
import type { PromotionsPageData } from '../load-articles';

function PageContent({ ctx, data, t }: RemoteAppProps<PromotionsPageData>) {
  const { lng } = ctx;
  if (data.article) return <ArticleBody lng={lng} article={data.article} t={t} />;
  if (data.promotions) return <PromotionCards lng={lng} promotions={data.promotions} t={t} />;
  if (data.bonusRule) return <BonusRuleTerms rule={data.bonusRule} t={t} />;
  if (data.bonusRules) {
    return <BonusRulesList lng={lng} family={data.nav?.family ?? 'bonus'} rules={data.bonusRules} t={t} />;
  }
  if (data.content === 'bonus-games') return <BonusGamesGrid lng={lng} t={t} />;
  if (data.content === 'bonus-game' && ctx.route.params.gameRoute === 'fortuna')
    return <FortunaWheel lng={lng} isPlayer={ctx.user !== null} t={t} />;
  if (data.content === 'bonus-game' && ctx.route.params.gameRoute === 'chest')
    return <ChestGame lng={lng} isPlayer={ctx.user !== null} t={t} />;
  return <PromoEmpty lng={lng} data={data} content={data.content} t={t} />;
}

export function PromotionsPage(props: RemoteAppProps<PromotionsPageData>) {
  const { ctx, data, t } = props;
  const { lng } = ctx;
  const heading = data.article?.title ?? t(`${data.stem}.heading`, data.vars);
  const trail = [
    { label: t('promotions.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, data.vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  return (
    <PageFrame
      heading={heading}
      lead={data.article?.summary ?? t(`${data.stem}.description`, data.vars)}
      breadcrumbs={data.nav && <Breadcrumbs label={t('promotions.breadcrumbs')} items={trail} />}
      nav={data.nav && <PromoNav lng={lng} nav={data.nav} t={t} />}
    >
      {data.category && <CategoryTabs lng={lng} current={data.category} t={t} />}
      <PageContent {...props} />
    </PageFrame>
  );
}
