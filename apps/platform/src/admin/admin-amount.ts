import { z } from 'zod';

/** A non-negative amount of money as the operator types it: whole units and at most two decimals. */
export const adminAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'an amount such as 500 or 12.50');
