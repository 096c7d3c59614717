import type { QueryValue, RequestOptions } from './request-options';

export function buildUrl(baseUrl: string, path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) search.append(name, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString === '' ? '' : `?${queryString}`}`;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** Later header sets win; names are compared case-insensitively. */
export function buildInit(request: RequestOptions, ...headerSets: Record<string, string>[]): RequestInit {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  for (const headerSet of [...headerSets, request.headers ?? {}]) Object.assign(headers, lowerCaseKeys(headerSet));
  const init: RequestInit = {
    method: request.method,
    headers,
    body,
    credentials: 'same-origin',
    signal: request.signal,
  };
  return request.keepalive ? { ...init, keepalive: true } : init;
}
