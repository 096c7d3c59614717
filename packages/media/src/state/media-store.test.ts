import { describe, expect, it } from 'vitest';
import type { MediaEntityInput } from './media-entity';
import { createMediaEntity } from './media-entity';
import { createMediaStore } from './media-store';
import type { MediaStorage } from './media-store';
import { MEDIA_STORAGE_KEY, parseStoredMedia } from './stored-media';

const video = (gameId: number, extra: Partial<MediaEntityInput> = {}): MediaEntityInput => ({
  type: 'video',
  gameId,
  sportId: 1,
  videoId: String(gameId),
  title: `Home ${gameId} — Away ${gameId}`,
  gameLink: `/en/live/football/premier/${gameId}`,
  ...extra,
});
const zone = (gameId: number): MediaEntityInput => ({
  ...video(gameId),
  type: 'zone',
  videoId: undefined,
  zoneId: `${gameId}`,
});

function memoryStorage(initial: Record<string, string> = {}): MediaStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
}

describe('media entity', () => {
  it('takes its id from type, game and source, with the spec defaults', () => {
    const media = createMediaEntity(video(42));
    expect(media).toMatchObject({
      id: 'video-42-42',
      target: 'side',
      autoClearable: true,
    });
    expect(createMediaEntity(zone(42)).id).toBe('zone-42-42');
  });

  it('throws without a video id and a zone id', () => {
    expect(() => createMediaEntity({ ...video(42), videoId: undefined })).toThrow(/neither a video id nor a zone id/);
  });
});

describe('media store', () => {
  it('merges a media selected again and adds a new one; the last selected shows', () => {
    const store = createMediaStore(() => memoryStorage());
    store.select(video(1));
    store.select(zone(1));
    store.select(video(1, { title: 'Renamed' }));
    expect(store.get().entries.map((entry) => entry.id)).toEqual(['video-1-1', 'zone-1-1']);
    expect(store.get().entries[0]?.title).toBe('Renamed');
    expect(store.get().activeId).toBe('video-1-1');
  });

  it('unselects one media, and every media of a game by its id', () => {
    const store = createMediaStore(() => memoryStorage());
    store.select(video(1));
    store.select(zone(1));
    store.select(video(2));
    store.unselect('video-2-2');
    expect(store.get().activeId).toBe('zone-1-1');
    store.select(video(2));
    store.unselectGame(1);
    expect(store.get().entries.map((entry) => entry.id)).toEqual(['video-2-2']);
  });

  it('clears the autoClearable media of ended games and keeps the pinned ones', () => {
    const store = createMediaStore(() => memoryStorage());
    store.select(video(1));
    store.select(zone(1));
    store.select(video(2));
    store.keepAfterEnd('zone-1-1', true);
    store.gamesEnded(new Set([1]));
    expect(store.get().entries.map((entry) => entry.id)).toEqual(['zone-1-1', 'video-2-2']);
  });

  it('persists to local storage and restores only into an empty selection', () => {
    const storage = memoryStorage();
    const first = createMediaStore(() => storage);
    first.restore();
    first.select(video(1));
    first.moveTo({ x: 40, y: 300 });

    const restored = createMediaStore(() => storage);
    restored.restore();
    expect(restored.get()).toMatchObject({ activeId: 'video-1-1', position: { x: 40, y: 300 } });

    const busy = createMediaStore(() => storage);
    busy.select(video(2));
    busy.restore();
    expect(busy.get().entries.map((entry) => entry.id)).toEqual(['video-2-2']);
    expect(busy.get().position).toEqual({ x: 40, y: 300 });
  });

  it('keeps working when the browser refuses storage', () => {
    const store = createMediaStore(() => {
      throw new Error('storage is switched off');
    });
    store.restore();
    store.select(video(1));
    expect(store.get().entries).toHaveLength(1);
  });
});

describe('stored media', () => {
  const valid = createMediaEntity(video(7));

  it('drops entries and positions that are not valid and keeps the rest', () => {
    const raw = JSON.stringify({
      entries: [valid, { ...valid, id: 'other', gameLink: 'https://elsewhere.example' }, { nonsense: true }],
      activeId: 'other',
      position: { x: -5, y: 10 },
    });
    expect(parseStoredMedia(raw)).toEqual({ entries: [valid], activeId: valid.id, position: null });
  });

  it('gives the empty state for anything unreadable', () => {
    for (const raw of ['{', '[]', JSON.stringify({ entries: 'x', activeId: null, position: null })]) {
      expect(parseStoredMedia(raw)).toEqual({ entries: [], activeId: null, position: null });
    }
    expect(parseStoredMedia(null).entries).toEqual([]);
  });

  it('writes under its own key', () => {
    const storage = memoryStorage();
    const store = createMediaStore(() => storage);
    store.select(video(3));
    expect(storage.data[MEDIA_STORAGE_KEY]).toBeUndefined();
    store.restore();
    expect(JSON.parse(storage.data[MEDIA_STORAGE_KEY] ?? 'null')).toMatchObject({ activeId: 'video-3-3' });
  });
});
