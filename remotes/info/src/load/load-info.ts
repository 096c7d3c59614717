import type { LoadArgs, LoadResult } from '@betfront/remote-kit';
import { createContentApi } from '../api/content-api';
import type { InfoData } from '../info-data';
import { isNoticeKind, PAGE_ROUTES } from '../routing/info-routes';
import { loadDebuggerConfig } from './load-debugger';
import { loadMaintenanceNotice } from './load-maintenance';
import { loadNews } from './load-news';
import { loadRules, loadRulesFrame } from './load-rules';

const NOT_FOUND = { status: 404 } as const;

async function loadRoute({ ctx, fetch }: LoadArgs): Promise<LoadResult<InfoData>> {
  const api = createContentApi(fetch, ctx.lng);
  const { name, params } = ctx.route;

  const pageRoute = PAGE_ROUTES[name];
  if (pageRoute) {
    const extraParams = Object.keys(params).filter((param) => param !== pageRoute.sectionParam && params[param]);
    if (extraParams.length > 0) return NOT_FOUND;
    const page = await api.page(pageRoute.slug);
    if (!page) return NOT_FOUND;
    const sectionId = (pageRoute.sectionParam && params[pageRoute.sectionParam]) || null;
    if (sectionId && !page.sections.some((section) => section.id === sectionId)) return NOT_FOUND;
    return { status: 200, data: { view: 'page', page, sectionId } };
  }

  switch (name) {
    case 'news':
      return loadNews(api, params.slug);
    case 'information.rules':
      return loadRules(api, ctx);
    case 'rules-frame':
      return loadRulesFrame(api, ctx);
    case 'information.payment': {
      const [page, answer] = await Promise.all([api.page('payment'), api.paymentMethods()]);
      return page && answer ? { status: 200, data: { view: 'payment', page, methods: answer.methods } } : NOT_FOUND;
    }
    case 'information.cash_terminals': {
      const [page, terminals] = await Promise.all([api.page('cash_terminals'), api.cashTerminals()]);
      return page && terminals ? { status: 200, data: { view: 'cash-terminals', page, terminals } } : NOT_FOUND;
    }
    case 'information.betting-calculator': {
      const page = await api.page('betting-calculator');
      return page ? { status: 200, data: { view: 'betting-calculator', page } } : NOT_FOUND;
    }
    case 'maintenance': {
      const notice = await loadMaintenanceNotice(fetch, ctx.lng);
      return notice ? { status: 200, data: { view: 'maintenance', notice } } : NOT_FOUND;
    }
    case 'debugger': {
      const config = await loadDebuggerConfig(fetch, ctx.lng);
      return config ? { status: 200, data: { view: 'debugger', config } } : NOT_FOUND;
    }
    default:
      return isNoticeKind(name) ? { status: 200, data: { view: 'notice', kind: name } } : NOT_FOUND;
  }
}

/** Loads a route's data from the platform: 404 for names and parameters it does not know, 500 when a call fails. */
export async function loadInfo(args: LoadArgs): Promise<LoadResult<InfoData>> {
  try {
    return await loadRoute(args);
  } catch {
    return { status: 500 };
  }
}
