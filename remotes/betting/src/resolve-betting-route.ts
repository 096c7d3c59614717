import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { includes, PAGE_TYPES } from './betting-catalog';
import { bettingPage } from './betting-data';
import type { BettingData, Crumb } from './betting-data';
import { resolveChamp } from './resolve-champ';
import { resolveCyber } from './resolve-cyber';
import { resolvePageType } from './resolve-page-type';
import { resolveLotto, resolveToto } from './resolve-draws';
import { resolveSport } from './resolve-sport';

const SEARCH_QUERY_MAX = 100;
const COUPON_CODE = /^[A-Za-z0-9]{1,32}$/;
const OPENED_BETS: Crumb = { stem: 'betting.page.user.opened-bets', href: 'user/opened-bets' };

/** `betsonyour/:sport?/:champ?/:game?`: the deepest level named gives the heading. */
function resolveBetsOnYour({ params }: RemoteRoute): BettingData {
  const { sport, champ, game } = params;
  const home: Crumb = { stem: 'betting.page.betsonyour', href: 'betsonyour' };
  if (sport && champ && game) {
    return bettingPage('betting.page.game', 'event', { vars: { game: labelFromSlug(game) }, trail: [home] });
  }
  if (sport && champ) {
    return bettingPage('betting.page.champ-events', 'events-line', {
      vars: { sport: labelFromSlug(sport), champ: labelFromSlug(champ) },
      trail: [home],
    });
  }
  if (sport)
    return bettingPage('betting.page.betsonyour.sport', 'events-line', {
      vars: { sport: labelFromSlug(sport) },
      trail: [home],
    });
  return bettingPage('betting.page.betsonyour', 'events-line');
}

function resolveCoupon(query: Readonly<Record<string, string>>): BettingData | null {
  const code = query.load;
  if (code === undefined) return bettingPage('betting.page.user.coupon', 'coupon');
  if (!COUPON_CODE.test(code)) return null;
  return bettingPage('betting.page.user.coupon.load', 'coupon', { vars: { code }, query: code });
}

/** What a route shows, or null when the route or its parameters name nothing this remote knows. */
export function resolveBettingRoute(route: RemoteRoute): BettingData | null {
  const { name, params } = route;
  const [head] = name.split('.');
  if (name === 'sport') return resolveSport(route);
  if (head === 'cyber') return resolveCyber(route);
  if (includes(PAGE_TYPES, head)) return resolvePageType(route);
  if (head === 'toto') return resolveToto(route);
  if (name === 'lotto') return resolveLotto(route);
  switch (name) {
    case 'home':
      return bettingPage('betting.page.home', 'home', { section: 'home' });
    case 'favorites':
      return bettingPage('betting.page.favorites', 'favorites', { section: 'favorites' });
    case 'search-events':
      return bettingPage('betting.page.search-events', 'search', {
        section: 'search-events',
        query: (route.query.q ?? '').slice(0, SEARCH_QUERY_MAX),
      });
    case 'express-day':
      return bettingPage('betting.page.express-day', 'express', { section: 'express-day' });
    case 'betsonyour':
      return resolveBetsOnYour(route);
    case 'team':
      if (!params.sport || !params.champ || !params.game) return null;
      return bettingPage('betting.page.team', 'event', {
        vars: {
          team: labelFromSlug(params.game),
          champ: labelFromSlug(params.champ),
          sport: labelFromSlug(params.sport),
        },
        trail: [{ stem: 'betting.page.sport.line.sport', href: `line/${params.sport}` }],
      });
    case 'user.opened-bets':
      return bettingPage('betting.page.user.opened-bets', 'opened-bets');
    case 'user.opened-bets.powerbet':
      if (!params.couponId) return null;
      return bettingPage('betting.page.user.opened-bets.powerbet', 'powerbet', {
        vars: { couponId: params.couponId },
        trail: [OPENED_BETS],
      });
    case 'user.coupon':
      return resolveCoupon(route.query);
    default:
      return resolveChamp(route);
  }
}
