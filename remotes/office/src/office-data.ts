import type { RemoteRoute } from '@betfront/remote-kit';
import { OFFICE_PAGES } from './office-pages';
import type { OfficePageSpec } from './office-pages';

export interface OfficeData extends OfficePageSpec {
  /** Dictionary stem of the page's `heading`, `description` and `empty` texts. */
  stem: string;
  vars: Record<string, string>;
}

const NUMERIC_ID = /^\d{1,18}$/;
const PROMO_CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** A page's variant from its parameters and query, or null when they name nothing this remote knows. */
function variant(route: RemoteRoute): { suffix: string; vars: Record<string, string> } | null {
  const { params, query } = route;
  switch (route.name) {
    case 'registration':
      if (params.type === undefined) return { suffix: '', vars: {} };
      return params.type === 'socialregistration' ? { suffix: '.social', vars: {} } : null;
    case 'office.history.powerbet':
      return params.couponId ? { suffix: '', vars: { couponId: params.couponId } } : null;
    case 'office.payment.create-request': {
      const { topicId, subTopicId } = params;
      if (topicId === undefined) return { suffix: '', vars: {} };
      if (subTopicId === undefined) return { suffix: '.topic', vars: { topicId } };
      return { suffix: '.subtopic', vars: { topicId, subTopicId } };
    }
    case 'office.payment.create-request.transactions': {
      const { topicId, transactionId } = params;
      if (topicId === undefined) return null;
      if (transactionId === undefined) return { suffix: '', vars: { topicId } };
      return { suffix: '.one', vars: { topicId, transactionId } };
    }
    case 'office.history-mail':
    case 'office.history-clear': {
      const { accountId } = query;
      if (accountId === undefined) return { suffix: '', vars: {} };
      return NUMERIC_ID.test(accountId) ? { suffix: '.account', vars: { accountId } } : null;
    }
    case 'office.promo-code-check': {
      const { promocode } = query;
      if (promocode === undefined) return { suffix: '', vars: {} };
      return PROMO_CODE.test(promocode) ? { suffix: '.code', vars: { promocode } } : null;
    }
    default:
      return { suffix: '', vars: {} };
  }
}

/** What a route shows, or null when the route or its parameters name nothing this remote knows. */
export function resolveOfficeRoute(route: RemoteRoute): OfficeData | null {
  const spec = OFFICE_PAGES[route.name];
  if (!spec) return null;
  const found = variant(route);
  if (!found) return null;
  return { ...spec, stem: `office.page.${route.name}${found.suffix}`, vars: found.vars };
}
