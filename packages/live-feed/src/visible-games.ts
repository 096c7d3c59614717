import { gameSummarySchema } from '@betfront/contract/sportsbook';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { idAndVersion } from './newer-games';

export interface VisibleGamesFilter {
  /** The visible games of a feed event or polling answer that changed since, each parsed with the contract's schema. */
  receive(games: readonly unknown[]): GameSummary[];
  /** Marks games in or out of view; answers the latest versions held back for those that came into view. */
  setVisible(ids: readonly number[], visible: boolean): GameSummary[];
}

/**
 * Lets through only games that changed since they were last delivered, and parses only those the page shows now:
 * a hidden game's newest raw version waits, unparsed, until the game comes into view. Every game counts as visible
 * until it is said to be hidden. A malformed game is dropped.
 */
export function createVisibleGamesFilter(): VisibleGamesFilter {
  const delivered = new Map<number, number>();
  const waiting = new Map<number, { version: number; raw: unknown }>();
  const hidden = new Set<number>();

  const parse = (raw: unknown, into: GameSummary[]) => {
    const parsed = gameSummarySchema.safeParse(raw);
    if (!parsed.success) return;
    delivered.set(parsed.data.id, parsed.data.version);
    into.push(parsed.data);
  };

  return {
    receive(games) {
      const newer: GameSummary[] = [];
      for (const raw of games) {
        const { id, version } = idAndVersion(raw);
        if (typeof id !== 'number' || typeof version !== 'number') continue;
        const known = delivered.get(id);
        if (known !== undefined && known >= version) continue;
        if (!hidden.has(id)) {
          waiting.delete(id);
          parse(raw, newer);
          continue;
        }
        const held = waiting.get(id);
        if (!held || held.version < version) waiting.set(id, { version, raw });
      }
      return newer;
    },
    setVisible(ids, visible) {
      const shown: GameSummary[] = [];
      for (const id of ids) {
        if (!visible) {
          hidden.add(id);
          continue;
        }
        hidden.delete(id);
        const held = waiting.get(id);
        if (!held) continue;
        waiting.delete(id);
        parse(held.raw, shown);
      }
      return shown;
    },
  };
}
