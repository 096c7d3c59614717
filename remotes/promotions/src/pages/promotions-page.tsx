import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { ArticleBody } from '../articles/article-body';
import { BonusRuleTerms } from '../articles/bonus-rule-terms';
import { BonusRulesList } from '../articles/bonus-rules-list';
import { PromotionCards } from '../articles/promotion-cards';
import { BonusGameView } from '../bonus-games/bonus-game-view';
import { BonusGamesGrid } from '../components/bonus-games-grid';
import { CategoryTabs } from '../components/category-tabs';
import { PromoNav } from '../components/promo-nav';
import type { PromotionsPageData } from '../load-articles';
import { BettingAwards } from '../play/betting-awards';
import { GameLanding } from '../play/game-landing';
import { GamesShowcase } from '../play/games-showcase';
import { HuntingSeason } from '../play/hunting-season';

function PageContent({ ctx, data, t }: RemoteAppProps<PromotionsPageData>) {
  const { lng } = ctx;
  if (data.article) return <ArticleBody lng={lng} article={data.article} t={t} />;
  if (data.promotions) return <PromotionCards lng={lng} promotions={data.promotions} t={t} />;
  if (data.bonusRule) return <BonusRuleTerms rule={data.bonusRule} t={t} />;
  if (data.bonusRules) {
    return <BonusRulesList lng={lng} family={data.nav?.family ?? 'bonus'} rules={data.bonusRules} t={t} />;
  }
  const isPlayer = ctx.user !== null;
  if (data.content === 'bonus-games') return <BonusGamesGrid lng={lng} t={t} />;
  if (data.content === 'bonus-game' && data.game) {
    return <BonusGameView game={data.game} lng={lng} isPlayer={isPlayer} t={t} />;
  }
  if (data.content === 'games-landing' && data.game) {
    const answer = data.showcase?.find((one) => one.game === data.game) ?? null;
    return <GameLanding lng={lng} game={data.game} answer={answer} isPlayer={isPlayer} t={t} />;
  }
  if (data.showcase) return <GamesShowcase lng={lng} games={data.showcase} isPlayer={isPlayer} t={t} />;
  if (data.awards) return <BettingAwards lng={lng} awards={data.awards} isPlayer={isPlayer} t={t} />;
  if (data.hunting) return <HuntingSeason lng={lng} hunting={data.hunting} t={t} />;
  return null;
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
