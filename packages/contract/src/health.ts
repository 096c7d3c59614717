import { z } from 'zod/mini';

/** GET /health */
export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.literal('ok'),
  /** The cluster's periodic jobs this process runs: whether it leads each one now. */
  jobs: z.record(z.string(), z.enum(['starting', 'leads', 'follows'])),
});
export type Health = z.infer<typeof healthSchema>;
