/** SQLSTATE classes and codes that say the database is away or too slow, not that the statement is wrong. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
const UNAVAILABLE_CLASSES = ['08'];
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /connection timeout/i,
  /Client has encountered a connection error/i,
];

/**
 * Whether an error means the database cannot be reached or did not answer in time (a restart, a lost
 * connection, a frozen server, a statement timeout): the request may succeed later and is answered 503.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (UNAVAILABLE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (code.length === 5 && UNAVAILABLE_CLASSES.includes(code.slice(0, 2))) return true;
  }
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}
