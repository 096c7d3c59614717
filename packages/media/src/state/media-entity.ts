import { z } from 'zod/mini';

/** What a media plays: a game's video stream or its game zone (the match tracker). */
export const MEDIA_TYPES = ['video', 'zone'] as const;
/** Where a media is placed (account spec "Media entity"); the floating zone is `side`. */
export const MEDIA_TARGETS = ['board', 'fullscreen', 'overview', 'side'] as const;

export type MediaType = (typeof MEDIA_TYPES)[number];

export const mediaEntitySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(200)),
  type: z.enum(MEDIA_TYPES),
  target: z.enum(MEDIA_TARGETS),
  gameId: z.int().check(z.positive()),
  sportId: z.int(),
  videoId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  zoneId: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  title: z.string().check(z.maxLength(300)),
  /** The game's page, where the zone's title leads. */
  gameLink: z.string().check(z.regex(/^\/[^/]/, 'a path of the site'), z.maxLength(500)),
  /** Taken out of the selection when its game ends. */
  autoClearable: z.boolean(),
});
export type MediaEntity = z.infer<typeof mediaEntitySchema>;

export interface MediaEntityInput {
  type: MediaType;
  gameId: number;
  sportId: number;
  videoId?: string | undefined;
  zoneId?: string | undefined;
  title: string;
  gameLink: string;
  target?: MediaEntity['target'];
  autoClearable?: boolean;
}

/** The id of a media: its type, its game and its video or zone id ("video-42-42"). */
export function mediaIdOf(type: MediaType, gameId: number, sourceId: string): string {
  return `${type}-${gameId}-${sourceId}`;
}

/** A media entry with the spec's defaults; a media with neither a video nor a zone id cannot exist. */
export function createMediaEntity(input: MediaEntityInput): MediaEntity {
  const sourceId = input.videoId ?? input.zoneId;
  if (sourceId === undefined) throw new Error(`media of game ${input.gameId} has neither a video id nor a zone id`);
  return mediaEntitySchema.parse({
    id: mediaIdOf(input.type, input.gameId, sourceId),
    type: input.type,
    target: input.target ?? 'side',
    gameId: input.gameId,
    sportId: input.sportId,
    ...(input.videoId === undefined ? {} : { videoId: input.videoId }),
    ...(input.zoneId === undefined ? {} : { zoneId: input.zoneId }),
    title: input.title,
    gameLink: input.gameLink,
    autoClearable: input.autoClearable ?? true,
  });
}
