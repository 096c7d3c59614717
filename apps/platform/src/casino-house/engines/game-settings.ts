import { z } from 'zod';

export const SYMBOL_SETS = ['fruits', 'gems', 'egypt', 'space', 'ocean', 'classic'] as const;
export type SymbolSet = (typeof SYMBOL_SETS)[number];

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour such as #1a2b3c');

/** A game's `engine_settings`: its two theme colours and (for a slot) the symbol set its reels draw. */
export const gameSettingsSchema = z.object({
  palette: z.tuple([colour, colour]).default(['#1d2b53', '#f5b301']),
  symbols: z.enum(SYMBOL_SETS).default('fruits'),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

/** A game's settings; a row the engine cannot read is an operator's mistake, refused loudly. */
export function readGameSettings(gameId: string, value: unknown): GameSettings {
  const parsed = gameSettingsSchema.safeParse(value ?? {});
  if (!parsed.success) throw new Error(`The engine settings of ${gameId} are not valid: ${parsed.error.message}`);
  return parsed.data;
}
