import type { Database } from '../db/database';
import { runAdminAction } from '../admin/run-admin-action';
import { bettingTestAppOfFile } from '../betting/betting-test-helpers';
import type { AdminActionName } from '../admin/admin-actions';
import { createUserWithSession } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';

/** The platform of a test file, started before its tests and closed after them. */
export const supportAppOfFile = () => bettingTestAppOfFile();

let playerCounter = 0;

/** A logged-in player; `email` gives them an address the outbox can write to. */
export async function createSupportPlayer(
  db: Database,
  options: { email?: string; currencyId?: number } = {},
): Promise<{ userId: number; cookie: string }> {
  playerCounter += 1;
  const { userId, sessionId } = await createUserWithSession(db, {
    login: `support-player-${playerCounter}-${Date.now()}`,
    password: 'support-pass-1',
    email: options.email ?? null,
    ...(options.currencyId === undefined ? {} : { currencyId: options.currencyId }),
  });
  return { userId, cookie: `${SESSION_COOKIE}=${sessionId}` };
}

export const runAdmin = (db: Database, action: AdminActionName, input: unknown) =>
  runAdminAction({ db, allowTestCommands: true }, action, input);

/** A 1×1 PNG, as a phone's screenshot would start. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A multipart body as a browser's FormData sends it: the bytes and their content type with the boundary. */
export async function multipartOf(
  fields: Record<string, string>,
  files: readonly { name: string; bytes: Buffer; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) {
    form.append('attachment', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/png' }), file.name);
  }
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}
