/** The platform serves the fingerprint script as an ES module exporting `collectFingerprint()`. */
const FINGERPRINT_SCRIPT_URL = '/fingerprint/fp.js';

/** Imports the fingerprint script (once; the browser caches the module) and runs it. */
export async function runFingerprintScript(): Promise<unknown> {
  const script: unknown = await import(/* @vite-ignore */ FINGERPRINT_SCRIPT_URL);
  const collect = typeof script === 'object' && script !== null ? Reflect.get(script, 'collectFingerprint') : null;
  if (typeof collect !== 'function') throw new Error('the fingerprint script exports no collectFingerprint');
  return (collect as () => Promise<unknown>)();
}
