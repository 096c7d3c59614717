import type { RedirectResult } from '@betfront/contract';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { findRedirectRule } from '../settings/access-rules-repository';

/** The path a rule is keyed by: no query, no trailing slash (except the root). */
export function normalisePath(url: string): { path: string; search: string } | null {
  if (!URL.canParse(url, 'http://site.invalid')) return null;
  const parsed = new URL(url, 'http://site.invalid');
  const path = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/+$/, '') : parsed.pathname;
  return { path, search: parsed.search };
}

/** Matches the operator's redirect rules; the original query is carried over unless the target has its own. */
export async function resolveRedirect(db: Queryable, url: string): Promise<RedirectResult> {
  const normalised = normalisePath(url);
  if (!normalised) throw new HttpError(400, 'invalid_url', 'The url is not a valid URL or path');
  const { path, search } = normalised;
  const rule = await findRedirectRule(db, path);
  if (!rule) return { redirect: false, code: 200, url, reasons: [], breadcrumbs: [] };
  const target = search && !rule.toUrl.includes('?') ? `${rule.toUrl}${search}` : rule.toUrl;
  return { redirect: true, code: rule.code, url: target, reasons: [`rule:${rule.fromPath}`], breadcrumbs: [] };
}
