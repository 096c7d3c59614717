import type { RemoteRoute } from '@betfront/remote-kit';
import { bettingPage } from './betting-data';
import type { BettingData, Crumb } from './betting-data';

const TOTO: Crumb = { stem: 'betting.page.toto', href: 'toto' };
const LOTTO: Crumb = { stem: 'betting.page.lotto', href: 'lotto' };

/** The toto pages: home, current or given draw, next draw, draws, my coupons, nominees and one coupon. */
export function resolveToto({ name, params }: RemoteRoute): BettingData | null {
  const shared = { section: 'toto' as const };
  switch (name) {
    case 'toto':
      return bettingPage('betting.page.toto', 'toto', { ...shared, tabs: { kind: 'toto', current: 'home' } });
    case 'toto.draw':
      if (params.drawId === undefined) {
        return bettingPage('betting.page.toto.draw', 'toto', {
          ...shared,
          tabs: { kind: 'toto', current: 'draw' },
          trail: [TOTO],
        });
      }
      return bettingPage('betting.page.toto.draw-number', 'toto', {
        ...shared,
        vars: { drawId: params.drawId },
        tabs: { kind: 'toto', current: null },
        trail: [TOTO, { stem: 'betting.page.toto.draws', href: 'toto/draws' }],
      });
    case 'toto.next':
    case 'toto.draws':
    case 'toto.nonimees': {
      const tab = name.slice('toto.'.length);
      return bettingPage(`betting.page.${name}`, 'toto', {
        ...shared,
        tabs: { kind: 'toto', current: tab },
        trail: [TOTO],
      });
    }
    case 'toto.coupons':
      return bettingPage('betting.page.toto.coupons', 'toto-coupons', {
        ...shared,
        tabs: { kind: 'toto', current: 'coupons' },
        trail: [TOTO],
      });
    case 'toto.coupon':
      if (!params.couponId) return null;
      return bettingPage('betting.page.toto.coupon', 'toto-coupons', {
        ...shared,
        vars: { couponId: params.couponId },
        tabs: { kind: 'toto', current: null },
        trail: [TOTO, { stem: 'betting.page.toto.coupons', href: 'toto/coupons' }],
      });
    default:
      return null;
  }
}

/** `lotto/:sectionName?/:lottoId?`: the catalogue, results, one lottery and one lottery's results. */
export function resolveLotto({ params }: RemoteRoute): BettingData | null {
  const { sectionName = 'catalog', lottoId } = params;
  const shared = { section: 'lotto' as const };
  if (sectionName === 'catalog' && lottoId === undefined) {
    return bettingPage('betting.page.lotto', 'lotto', { ...shared, tabs: { kind: 'lotto', current: 'catalog' } });
  }
  if (sectionName === 'results') {
    if (lottoId === undefined) {
      return bettingPage('betting.page.lotto.results', 'lotto', {
        ...shared,
        tabs: { kind: 'lotto', current: 'results' },
        trail: [LOTTO],
      });
    }
    return bettingPage('betting.page.lotto.lottery-results', 'lotto', {
      ...shared,
      vars: { lottoId },
      tabs: { kind: 'lotto', current: 'results' },
      trail: [LOTTO, { stem: 'betting.page.lotto.results', href: 'lotto/results' }],
    });
  }
  if (sectionName === 'view' && lottoId !== undefined) {
    return bettingPage('betting.page.lotto.view', 'lotto', {
      ...shared,
      vars: { lottoId },
      tabs: { kind: 'lotto', current: null },
      trail: [LOTTO],
    });
  }
  return null;
}
