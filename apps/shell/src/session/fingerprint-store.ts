import { consoleLogger, fingerprintSchema, isFingerprintValid } from '@betfront/api-client';
import type { Fingerprint, Logger } from '@betfront/api-client';
import type { KeyValueStorage } from './browser-storage';

const STORAGE_KEY = 'bf_fingerprint';

export interface FingerprintStoreOptions {
  /** Runs the platform's fingerprint script and resolves what it answers. */
  collect: () => Promise<unknown>;
  storage: KeyValueStorage;
  now: () => number;
  log?: Logger;
}

export interface FingerprintStore {
  /** The token to send as `x-fingerprint`, or null before the device has one. */
  token(): string | null;
  /** Runs the script again; callers at the same time share one run. A failure is logged, counted and rethrown. */
  refresh(): Promise<void>;
  /** Refreshes a missing or expired fingerprint; failures stay logged and counted only. */
  refreshIfStale(): Promise<void>;
  failureCount(): number;
}

function readStored(storage: KeyValueStorage): Fingerprint | null {
  const text = storage.read(STORAGE_KEY);
  if (text === null) return null;
  try {
    const parsed = fingerprintSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The device fingerprint, kept in localStorage (validated when read back) and refreshed through the script. */
export function createFingerprintStore({
  collect,
  storage,
  now,
  log = consoleLogger,
}: FingerprintStoreOptions): FingerprintStore {
  let current = readStored(storage);
  let running: Promise<void> | null = null;
  let failures = 0;

  async function run(): Promise<void> {
    try {
      const fingerprint = fingerprintSchema.parse(await collect());
      current = fingerprint;
      storage.write(STORAGE_KEY, JSON.stringify(fingerprint));
    } catch (error) {
      failures += 1;
      log.error('fingerprint refresh failed', { failures, error: String(error) });
      throw error;
    }
  }

  const refresh = () => {
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    token: () => current?.token ?? null,
    refresh,
    refreshIfStale: async () => {
      if (isFingerprintValid(current, now())) return;
      await refresh().catch(() => undefined);
    },
    failureCount: () => failures,
  };
}
