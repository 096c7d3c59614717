import { Breadcrumbs, PageFrame, SearchForm } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { CouponPage } from '@betfront/betslip';
import { BannerStrip } from '../banners/banner-strip';
import { BettingEmpty } from '../components/betting-empty';
import { BettingTabs } from '../components/betting-tabs';
import { HomeShortcuts } from '../components/home-shortcuts';
import { LoginPrompt } from '../components/login-prompt';
import { SectionsMenu } from '../components/sections-menu';
import { isSportsbookContent } from '../betting-data';
import type { BettingContent, BettingData } from '../betting-data';
import { SportsbookContent } from '../games/sportsbook-content';
import { lottoView, openedBetsView, powerbetView, totoView } from './split-views';
import { textVars } from '../texts';

/** Their calls need a logged-in player; a visitor is asked to log in instead. */
const PLAYERS_ONLY: ReadonlySet<BettingContent> = new Set(['opened-bets', 'powerbet']);

function hasNothingToShow(data: BettingData): boolean {
  const { games } = data;
  const listed = games.lists.some((list) => list.games.length > 0);
  return !listed && !games.game && !games.menu && !(games.expresses?.length ?? 0) && !games.needsLogin;
}

export function BettingPage({ ctx, data, t }: RemoteAppProps<BettingData>) {
  const { lng } = ctx;
  const vars = textVars(data, t);
  const heading = t(`${data.stem}.heading`, vars);
  const trail = [
    { label: t('betting.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  const sportsbook = isSportsbookContent(data.content);
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, vars)}
      leadBelow={sportsbook}
      breadcrumbs={data.content !== 'home' && <Breadcrumbs label={t('betting.breadcrumbs')} items={trail} />}
      nav={
        <>
          <SectionsMenu lng={lng} current={data.section} t={t} />
          {data.tabs && <BettingTabs lng={lng} tabs={data.tabs} t={t} />}
        </>
      }
    >
      {data.content === 'home' && <BannerStrip banners={data.games.banners} lng={lng} t={t} />}
      {data.content === 'search' && (
        <SearchForm
          action={`/${lng}/search-events`}
          query={data.query}
          label={t('betting.search.label')}
          placeholder={t('betting.search.placeholder')}
          submitLabel={t('betting.search.submit')}
        />
      )}
      {sportsbook && (
        <SportsbookContent
          key={`${ctx.route.path}?${data.query}`}
          page={data.games}
          lng={lng}
          t={t}
          isLoggedIn={ctx.user !== null}
          pageType={ctx.route.name}
        />
      )}
      {data.content === 'home' && <HomeShortcuts lng={lng} t={t} />}
      {data.content === 'coupon' && (
        <CouponPage lng={lng} t={t} loadCode={data.query || null} isLoggedIn={ctx.user !== null} />
      )}
      {ctx.user && data.content === 'opened-bets' && <openedBetsView.View lng={lng} t={t} />}
      {ctx.user && data.content === 'powerbet' && (
        <powerbetView.View lng={lng} t={t} couponId={Number(data.vars.couponId)} />
      )}
      {data.content === 'lotto' && <lottoView.View data={data} lng={lng} t={t} isLoggedIn={ctx.user !== null} />}
      {(data.content === 'toto' || data.content === 'toto-coupons') && (
        <totoView.View data={data} lng={lng} t={t} isLoggedIn={ctx.user !== null} />
      )}
      {!ctx.user && PLAYERS_ONLY.has(data.content) && <LoginPrompt lng={lng} t={t} />}
      {isSportsbookContent(data.content) && hasNothingToShow(data) && (
        <BettingEmpty lng={lng} content={data.content} data={data} vars={vars} t={t} />
      )}
    </PageFrame>
  );
}
