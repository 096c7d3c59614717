import { z } from 'zod/mini';

/** Where the floating zone's top left corner stands in the window, in CSS pixels. */
export const zonePositionSchema = z.object({
  x: z.number().check(z.gte(0), z.lte(20_000)),
  y: z.number().check(z.gte(0), z.lte(20_000)),
});
export type ZonePosition = z.infer<typeof zonePositionSchema>;

export interface Size {
  width: number;
  height: number;
}

/** The position moved back inside the window when the window is now smaller than where the zone was left. */
export function clampPosition(position: ZonePosition, zone: Size, view: Size): ZonePosition {
  return {
    x: Math.round(Math.min(Math.max(0, position.x), Math.max(0, view.width - zone.width))),
    y: Math.round(Math.min(Math.max(0, position.y), Math.max(0, view.height - zone.height))),
  };
}
