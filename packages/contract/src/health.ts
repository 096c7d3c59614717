import { z } from 'zod/mini';

/** GET /health */
export const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });
export type Health = z.infer<typeof healthSchema>;
