import type { z } from 'zod';
import type { Database } from '../db/database';
import { parseInput } from '../http/parse-input';

export interface AdminContext {
  db: Database;
  nowSeconds: number;
}

/** One operator command: validates its raw input, then runs. Shared by the CLI and the admin API. */
export interface AdminAction {
  run(context: AdminContext, rawInput: unknown): Promise<unknown>;
}

export function defineAction<S extends z.ZodType>(
  schema: S,
  run: (context: AdminContext, input: z.output<S>) => Promise<unknown>,
): AdminAction {
  return { run: (context, rawInput) => run(context, parseInput(schema, rawInput, 'command input')) };
}
