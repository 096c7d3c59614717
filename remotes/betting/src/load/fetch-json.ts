import type { Fetcher } from '@betfront/remote-kit';
import { safeParse } from 'zod/mini';
import type { core } from 'zod/mini';

export type Fetched<T> = { ok: true; data: T } | { ok: false; status: number };

/** A GET of the platform parsed with the contract's schema; a failure of any kind is a status, never a throw. */
export async function fetchJson<T>(fetch: Fetcher, path: string, schema: core.$ZodType<T>): Promise<Fetched<T>> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    if (!response.ok) return { ok: false, status: response.status };
    const parsed = safeParse(schema, await response.json());
    return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: 502 };
  } catch {
    return { ok: false, status: 503 };
  }
}

export function apiPath(path: string, query: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
  return `${path}?${params.toString()}`;
}
