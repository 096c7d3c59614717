import { z } from 'zod';

/**
 * A whole number between min and max, as the admin API sends it (a JSON number) or as the CLI types it
 * (decimal digits). Nothing else is read as one: not true, not [], not "0x10", not "1e3".
 */
export function adminInteger(min: number, max: number) {
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d{1,15}$/, 'a whole number')
        .transform(Number),
    ])
    .pipe(z.number().int().min(min).max(max));
}
