import type { RemoteRoute } from '@betfront/remote-kit';
import { labelFromSlug } from '@betfront/ui';
import { PROMO_SLUG, isBonusFamily, isBonusGame, isPromoCategory } from './promotions-catalog';
import type { BonusFamily, BonusGame, PromoCategory, PromoNavItem } from './promotions-catalog';

/** What the page body shows. */
export type PromoContent =
  | 'promotions'
  | 'promotion'
  | 'rules'
  | 'bonus-rules'
  | 'games'
  | 'partner'
  | 'landing'
  | 'bonus-games'
  | 'bonus-game'
  | 'games-project'
  | 'games-landing'
  | 'hunting-and-fishing'
  | 'betting-awards';

export interface PromoCrumb {
  stem: string;
  href: string;
}

export interface PromotionsData {
  /** Dictionary stem of the page's `heading` and `description`. */
  stem: string;
  vars: Record<string, string>;
  /** The promotions navigation and its current item; null on pages shown without it (headless landing). */
  nav: { family: BonusFamily; current: PromoNavItem | null } | null;
  /** The category filter of the promotions list. */
  category: PromoCategory | null;
  trail: PromoCrumb[];
  content: PromoContent;
  /** The operator article the page shows, when it shows one (a promotion, a partner, a landing). */
  articleRef: { kind: 'promotion' | 'partner' | 'landing'; slug: string } | null;
  /** The offer whose full terms the page shows (bonus/rules/{id}). */
  bonusRuleCode: string | null;
  /** The bonus game the page plays or presents. */
  game: BonusGame | null;
}

const FAMILY_PAGES = ['rules', 'games', 'partners'];
const PROMO: PromoCrumb = { stem: 'promotions.page.promo', href: 'promo' };
const BONUS_GAMES: PromoCrumb = { stem: 'promotions.page.allgamesentrance', href: 'allgamesentrance' };

function page(stem: string, content: PromoContent, extra: Partial<PromotionsData> = {}): PromotionsData {
  return {
    stem,
    vars: {},
    nav: { family: 'bonus', current: null },
    category: null,
    trail: [PROMO],
    content,
    articleRef: null,
    bonusRuleCode: null,
    game: null,
    ...extra,
  };
}

function slug(value: string | undefined): string | null {
  return value !== undefined && PROMO_SLUG.test(value) ? value : null;
}

function promotionsList(query: Readonly<Record<string, string>>): PromotionsData | null {
  const category = query.category ?? 'all';
  if (!isPromoCategory(category)) return null;
  return page('promotions.page.promo', 'promotions', {
    nav: { family: 'bonus', current: 'promo' },
    category,
    trail: [],
  });
}

const GAMES_PROJECT: PromoCrumb = { stem: 'promotions.page.games-project', href: 'games' };

function bonusGame(game: BonusGame, trail: PromoCrumb[] = [PROMO, BONUS_GAMES]): PromotionsData {
  return page(`promotions.game.${game}`, 'bonus-game', {
    trail,
    nav: { family: 'bonus', current: 'bonus-games' },
    game,
  });
}

/** The family pages: `{family}/rules/:id?`, `{family}/games`, `{family}/partners/:id`. */
function familyPage(family: BonusFamily, kind: string, id: string | undefined): PromotionsData | null {
  const familyCrumb = { stem: `promotions.family.${family}`, href: `${family}/rules` };
  if (kind === 'games') return page('promotions.page.games', 'games', { nav: { family, current: 'games' } });
  if (kind === 'rules' && id === undefined)
    return page('promotions.page.rules', 'rules', { nav: { family, current: 'rules' } });
  const known = slug(id);
  if (!known) return null;
  if (kind === 'rules') {
    return page('promotions.page.bonus-rules', 'bonus-rules', {
      vars: { bonus: labelFromSlug(known) },
      nav: { family, current: 'rules' },
      trail: [PROMO, familyCrumb],
      bonusRuleCode: known,
    });
  }
  if (kind === 'partners') {
    return page('promotions.page.partner', 'partner', {
      vars: { partner: labelFromSlug(known) },
      nav: { family, current: null },
      articleRef: { kind: 'partner', slug: known },
    });
  }
  return null;
}

function landing(id: string | undefined, headless: boolean): PromotionsData | null {
  const known = slug(id);
  if (!known) return null;
  const vars = { landing: labelFromSlug(known) };
  const articleRef = { kind: 'landing', slug: known } as const;
  return headless
    ? page('promotions.page.landing', 'landing', { vars, nav: null, trail: [], articleRef })
    : page('promotions.page.landing', 'landing', { vars, articleRef });
}

/** What a route shows, or null when the route or its parameters name nothing this remote knows. */
export function resolvePromotionsRoute(route: RemoteRoute): PromotionsData | null {
  const { params } = route;
  const [head, kind] = route.name.split('.');
  if (isBonusFamily(head) && kind && FAMILY_PAGES.includes(kind)) return familyPage(head, kind, params.id);
  switch (route.name) {
    case 'promo':
      return promotionsList(route.query);
    case 'promotions': {
      if (params.promotionId === undefined) return promotionsList(route.query);
      const known = slug(params.promotionId);
      return known
        ? page('promotions.page.promotion', 'promotion', {
            vars: { promotion: labelFromSlug(known) },
            articleRef: { kind: 'promotion', slug: known },
          })
        : null;
    }
    case 'bonus.landing':
    case 'landing-page':
      return landing(params.landingId, false);
    case 'bonus.headless':
      return landing(params.landingId, true);
    case 'allgamesentrance':
      if (params.gameRoute === undefined) {
        return page('promotions.page.allgamesentrance', 'bonus-games', {
          nav: { family: 'bonus', current: 'bonus-games' },
        });
      }
      return isBonusGame(params.gameRoute) ? bonusGame(params.gameRoute) : null;
    case 'bonus-game':
      return isBonusGame(params.gameRoute) ? bonusGame(params.gameRoute) : null;
    case 'games-landing':
      return isBonusGame(params.landingRoute)
        ? page(`promo-play.landing.${params.landingRoute}`, 'games-landing', {
            trail: [PROMO, BONUS_GAMES],
            game: params.landingRoute,
          })
        : null;
    case 'games':
      if (params.gameRoute === undefined) return page('promotions.page.games-project', 'games-project');
      return isBonusGame(params.gameRoute) ? bonusGame(params.gameRoute, [PROMO, GAMES_PROJECT]) : null;
    case 'hunting-and-fishing':
      return page('promotions.page.hunting-and-fishing', 'hunting-and-fishing');
    case 'betting-awards':
      return page('promotions.page.betting-awards', 'betting-awards');
    default:
      return null;
  }
}
