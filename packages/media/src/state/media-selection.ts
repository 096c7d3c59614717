import type { MediaEntity } from './media-entity';

/** The media a player has open and the one the zone shows. */
export interface MediaSelection {
  entries: readonly MediaEntity[];
  activeId: string | null;
}

function withEntries(selection: MediaSelection, entries: readonly MediaEntity[]): MediaSelection {
  if (entries.length === selection.entries.length && entries.every((entry, i) => entry === selection.entries[i]))
    return selection;
  const stillActive = entries.some((entry) => entry.id === selection.activeId);
  return { entries, activeId: stillActive ? selection.activeId : (entries.at(-1)?.id ?? null) };
}

/** Selecting a media already open merges into it; otherwise it is added. Either way the zone shows it. */
export function selectMedia(selection: MediaSelection, media: MediaEntity): MediaSelection {
  const exists = selection.entries.some((entry) => entry.id === media.id);
  const entries = exists
    ? selection.entries.map((entry) => (entry.id === media.id ? { ...entry, ...media } : entry))
    : [...selection.entries, media];
  return { entries, activeId: media.id };
}

/** Changes some fields of an open media (pinning it past the game's end); nothing when it is not open. */
export function updateMedia(
  selection: MediaSelection,
  id: string,
  change: Partial<Pick<MediaEntity, 'autoClearable'>>,
): MediaSelection {
  if (!selection.entries.some((entry) => entry.id === id)) return selection;
  return {
    ...selection,
    entries: selection.entries.map((entry) => (entry.id === id ? { ...entry, ...change } : entry)),
  };
}

export function unselectMedia(selection: MediaSelection, id: string): MediaSelection {
  return withEntries(
    selection,
    selection.entries.filter((entry) => entry.id !== id),
  );
}

export function unselectGameMedia(selection: MediaSelection, gameId: number): MediaSelection {
  return withEntries(
    selection,
    selection.entries.filter((entry) => entry.gameId !== gameId),
  );
}

/** Clearing takes out the autoClearable media of the games that ended; pinned ones stay. */
export function clearEndedGames(selection: MediaSelection, endedGameIds: ReadonlySet<number>): MediaSelection {
  return withEntries(
    selection,
    selection.entries.filter((entry) => !entry.autoClearable || !endedGameIds.has(entry.gameId)),
  );
}

export function showMedia(selection: MediaSelection, id: string): MediaSelection {
  return selection.entries.some((entry) => entry.id === id) ? { ...selection, activeId: id } : selection;
}
