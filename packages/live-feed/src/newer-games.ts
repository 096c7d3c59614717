import { gameSummarySchema } from '@betfront/contract/sportsbook';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { z } from 'zod/mini';

/** A feed event or polling answer before its games are checked one by one. */
export const gamesEnvelopeSchema = z.object({ games: z.array(z.unknown()) });

/** The id and version of a game not parsed yet, as the raw value holds them. */
export function idAndVersion(raw: unknown): { id: unknown; version: unknown } {
  return typeof raw === 'object' && raw !== null
    ? (raw as { id: unknown; version: unknown })
    : { id: null, version: null };
}

/**
 * Remembers the version of each game delivered so far and lets through only games that changed since, each
 * parsed with the contract's schema; a game already known is skipped before it is parsed, a malformed one dropped.
 */
export function createNewerGamesFilter(): (games: readonly unknown[]) => GameSummary[] {
  const versions = new Map<number, number>();
  return (games) => {
    const newer: GameSummary[] = [];
    for (const raw of games) {
      const { id, version } = idAndVersion(raw);
      const known = typeof id === 'number' ? versions.get(id) : undefined;
      if (known !== undefined && typeof version === 'number' && known >= version) continue;
      const parsed = gameSummarySchema.safeParse(raw);
      if (!parsed.success) continue;
      versions.set(parsed.data.id, parsed.data.version);
      newer.push(parsed.data);
    }
    return newer;
  };
}
