import type { Database } from '../db/database';
import { HttpError } from '../http/http-error';
import { announceOperatorDataChange } from '../operator-cache/operator-cache';
import type { AdminActionName } from './admin-actions';
import { ADMIN_ACTIONS, TEST_ONLY_ACTIONS } from './admin-actions';

export interface AdminRunOptions {
  db: Database;
  /** Test-only commands (user create) are refused in production. */
  allowTestCommands: boolean;
}

export async function runAdminAction(
  options: AdminRunOptions,
  name: AdminActionName,
  rawInput: unknown,
): Promise<unknown> {
  if (TEST_ONLY_ACTIONS.has(name) && !options.allowTestCommands) {
    throw new HttpError(403, 'test_only', 'This command is not available in production');
  }
  try {
    return await ADMIN_ACTIONS[name].run({ db: options.db, nowSeconds: Math.floor(Date.now() / 1000) }, rawInput);
  } finally {
    // After every command, even a read or a failed one: a command missed here would leave pages stale.
    await announceOperatorDataChange(options.db);
  }
}
