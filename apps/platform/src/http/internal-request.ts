import { randomBytes } from 'node:crypto';

/** Marks the in-process calls a page render makes, so the request log shows the page and not its parts. */
export const INTERNAL_REQUEST_HEADER = 'x-betfront-internal';

/** Known only inside this process: a visitor cannot mark a request of theirs as internal. */
export const INTERNAL_REQUEST_TOKEN = randomBytes(16).toString('hex');

export function isInternalRequest(request: { headers: Record<string, string | string[] | undefined> }): boolean {
  return request.headers[INTERNAL_REQUEST_HEADER] === INTERNAL_REQUEST_TOKEN;
}
