import { readFileSync, readdirSync } from 'node:fs';

const read = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
};

const parentOf = (pid: string): string | undefined => read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[1];

function isOurs(pid: string): boolean {
  for (let current = parentOf(pid); current && current !== '1'; current = parentOf(current)) {
    if (current === String(process.pid)) return true;
  }
  return false;
}

/** Nanoseconds a thread has run on a CPU so far (Linux schedstat), or null when it is gone. */
const runNs = (pid: string): number | null => {
  const first = read(`/proc/${pid}/task/${pid}/schedstat`)?.split(' ')[0];
  return first === undefined ? null : Number(first);
};

/**
 * CPU time of the main threads of the renderers this process launched, in ms, as the kernel counts it: unlike
 * wall-clock task time it does not grow while a busy machine keeps the thread waiting for a core. Null where
 * /proc is missing.
 */
export function rendererMainThreadsCpu(): (() => number) | null {
  const entries = read('/proc/self/stat') === null ? [] : readdirSync('/proc');
  const renderers = entries.filter(
    (pid) => /^\d+$/.test(pid) && (read(`/proc/${pid}/cmdline`) ?? '').includes('--type=renderer') && isOurs(pid),
  );
  if (renderers.length === 0) return null;
  return () => renderers.reduce((sum, pid) => sum + (runNs(pid) ?? 0), 0) / 1e6;
}
