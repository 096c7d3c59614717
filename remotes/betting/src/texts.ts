import type { Translate } from '@betfront/remote-kit';
import type { BettingData } from './betting-data';

/** The interpolation values of a page, with the dictionary-backed ones translated. */
export function textVars(data: BettingData, t: Translate): Record<string, string> {
  const translated = Object.fromEntries(Object.entries(data.varKeys).map(([name, key]) => [name, t(key)]));
  return { ...data.vars, ...translated };
}
