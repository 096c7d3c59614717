import { Breadcrumbs, PageFrame } from '@betfront/ui';
import type { RemoteAppProps } from '@betfront/remote-kit';
import { EventsContent } from '../events/events-content';
import { CategoryBar } from '../components/category-bar';
import { SubNav } from '../components/sub-nav';
import { LobbyContent } from '../lobby/lobby-content';
import type { CasinoPageData } from '../lobby/load-casino-page';
import { GamePlayer } from '../game/game-player';
import { ThankYou } from '../game/thank-you';
import { VirtualContent } from '../virtual/virtual-content';
import { virtualPageOf } from '../virtual/virtual-page-of';
import styles from './casino-page.module.css';

/** What a casino page shows under its heading: games, a game being played, or tournaments and promotions. */
function CasinoBody({ ctx, data, heading, t }: RemoteAppProps<CasinoPageData> & { heading: string }) {
  const virtualPage = virtualPageOf(data.category);
  if (virtualPage) {
    return (
      <>
        <VirtualContent page={virtualPage} lng={ctx.lng} t={t} isLoggedIn={ctx.user !== null} />
        {data.lobby && <LobbyContent view={data.lobby} ctx={ctx} heading={t('virtual.more_games')} t={t} />}
      </>
    );
  }
  if (data.lobby) return <LobbyContent view={data.lobby} ctx={ctx} heading={heading} t={t} />;
  if (data.events) return <EventsContent view={data.events} lng={ctx.lng} t={t} />;
  if (data.content === 'game') return <GamePlayer ctx={ctx} gameId={data.vars.id ?? ''} t={t} />;
  if (data.content === 'thankyou') return <ThankYou lng={ctx.lng} isPlayer={ctx.user !== null} t={t} />;
  // Every other page's games or events are loaded with the page (`loadCasinoPage`), so nothing is left here.
  return null;
}

export function CasinoPage({ ctx, data, t }: RemoteAppProps<CasinoPageData>) {
  const { lng } = ctx;
  const heading = t(`${data.stem}.heading`, data.vars);
  const trail = [
    { label: t('casino.home'), href: `/${lng}` },
    ...data.trail.map((crumb) => ({ label: t(`${crumb.stem}.heading`, data.vars), href: `/${lng}/${crumb.href}` })),
    { label: heading },
  ];
  const breadcrumbs = <Breadcrumbs label={t('casino.breadcrumbs')} items={trail} />;
  const nav = (
    <>
      <CategoryBar lng={lng} current={data.category} t={t} />
      <SubNav lng={lng} data={data} routeName={ctx.route.name} t={t} />
    </>
  );
  // A game being played starts high on a phone: its controls are within the first screen, its description under it.
  const isGame = data.content === 'game';
  return (
    <PageFrame
      heading={heading}
      lead={t(`${data.stem}.description`, data.vars)}
      leadBelow={isGame}
      breadcrumbs={isGame ? <div className={styles.wideOnly}>{breadcrumbs}</div> : breadcrumbs}
      nav={isGame ? <div className={styles.wideOnly}>{nav}</div> : nav}
    >
      <CasinoBody ctx={ctx} data={data} heading={heading} t={t} />
    </PageFrame>
  );
}
