import type { Server, Socket } from 'node:net';
import { createConnection, createServer } from 'node:net';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { errorBody, HttpError } from '../http/http-error';
import type { ErrorBody } from '@betfront/contract';
import { parseCliArguments, UsageError } from './cli-arguments';
import type { AdminRunOptions } from './run-admin-action';
import { runAdminAction } from './run-admin-action';

export type SocketAnswer = { ok: true; result: unknown } | ({ ok: false } & ErrorBody);

const MAX_REQUEST_BYTES = 64 * 1024;

/** The socket lives in the data folder: whoever may use it may already read the database files. */
export const adminSocketPath = (dataDir: string) => join(dataDir, 'admin.sock');

export async function answerCommand(options: AdminRunOptions, argv: readonly string[]): Promise<SocketAnswer> {
  try {
    const { action, input } = parseCliArguments(argv);
    return { ok: true, result: await runAdminAction(options, action, input) };
  } catch (error) {
    if (error instanceof HttpError) return { ok: false, ...errorBody(error.code, error.message, error.issues) };
    if (error instanceof UsageError) return { ok: false, ...errorBody('usage', error.message) };
    throw error;
  }
}

function handleConnection(socket: Socket, options: AdminRunOptions, onError: (error: unknown) => void): void {
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    received += chunk;
    if (received.length > MAX_REQUEST_BYTES) socket.destroy();
    if (!received.includes('\n')) return;
    let argv: string[];
    try {
      const parsed: unknown = JSON.parse(received.slice(0, received.indexOf('\n')));
      if (!Array.isArray(parsed) || !parsed.every((word) => typeof word === 'string')) throw new Error('not a list');
      argv = parsed;
    } catch {
      socket.end(`${JSON.stringify({ ok: false, ...errorBody('usage', 'Send a JSON list of words') })}\n`);
      return;
    }
    answerCommand(options, argv)
      .then((answer) => socket.end(`${JSON.stringify(answer)}\n`))
      .catch((error: unknown) => {
        onError(error);
        socket.end(`${JSON.stringify({ ok: false, ...errorBody('internal', 'The command failed') })}\n`);
      });
  });
  socket.on('error', onError);
}

/** Lets `npm run admin` reach the running platform (PGlite allows one process per data folder). */
export async function startAdminSocket(
  dataDir: string,
  options: AdminRunOptions,
  onError: (error: unknown) => void,
): Promise<Server> {
  const path = adminSocketPath(dataDir);
  rmSync(path, { force: true });
  const server = createServer((socket) => handleConnection(socket, options, onError));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return server;
}

/** Sends one command to a running platform; null when none listens on the socket. */
export function sendToRunningPlatform(dataDir: string, argv: readonly string[]): Promise<SocketAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(adminSocketPath(dataDir));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify(argv)}\n`));
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(received) as SocketAnswer);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/** Whether a platform listens on the data folder's socket (nothing is sent to it). */
export function isPlatformRunning(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection(adminSocketPath(dataDir));
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}
