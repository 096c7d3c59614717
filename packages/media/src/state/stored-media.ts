import { z } from 'zod/mini';
import { mediaEntitySchema } from './media-entity';
import type { MediaEntity } from './media-entity';
import type { MediaSelection } from './media-selection';
import { zonePositionSchema } from './zone-position';
import type { ZonePosition } from './zone-position';

export const MEDIA_STORAGE_KEY = 'betfront.media';
const MAX_STORED_ENTRIES = 20;

export interface MediaState extends MediaSelection {
  /** Where the player left the floating zone; null until it is moved. */
  position: ZonePosition | null;
}

export const EMPTY_MEDIA_STATE: MediaState = { entries: [], activeId: null, position: null };

const envelopeSchema = z.object({
  entries: z.array(z.unknown()).check(z.maxLength(MAX_STORED_ENTRIES)),
  activeId: z.nullable(z.string()),
  position: z.nullable(z.unknown()),
});

/**
 * The media state as local storage holds it, each part checked apart: an entry or a position that is not valid is
 * dropped, and anything unreadable gives the empty state.
 */
export function parseStoredMedia(raw: string | null): MediaState {
  if (raw === null) return EMPTY_MEDIA_STATE;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return EMPTY_MEDIA_STATE;
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return EMPTY_MEDIA_STATE;
  const entries = envelope.data.entries.flatMap((entry): MediaEntity[] => {
    const parsed = mediaEntitySchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
  const unique = entries.filter((entry, index) => entries.findIndex((other) => other.id === entry.id) === index);
  const { activeId } = envelope.data;
  const position = zonePositionSchema.safeParse(envelope.data.position);
  return {
    entries: unique,
    activeId: unique.some((entry) => entry.id === activeId) ? activeId : (unique.at(-1)?.id ?? null),
    position: position.success ? position.data : null,
  };
}

export function serializeMedia(state: MediaState): string {
  return JSON.stringify({ entries: state.entries, activeId: state.activeId, position: state.position });
}
