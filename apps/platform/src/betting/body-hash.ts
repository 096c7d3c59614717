import { createHash } from 'node:crypto';

/** JSON with every object's keys sorted, so the same value always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A fingerprint of a placement body without its request id: a retry sends the same one. */
export function placementHash(body: { requestId: string }): string {
  const { requestId: _requestId, ...rest } = body;
  return createHash('sha256').update(canonicalJson(rest)).digest('hex');
}
