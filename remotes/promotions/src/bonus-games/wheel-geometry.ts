/** Degrees a segment spans when the wheel has `count` equal segments. */
export const segmentAngle = (count: number): number => 360 / count;

/** The SVG path of segment `index` of a wheel of `count` segments, clockwise from the top, radius `r` around (r, r). */
export function segmentPath(index: number, count: number, r: number): string {
  const start = (index * segmentAngle(count) - 90) * (Math.PI / 180);
  const end = ((index + 1) * segmentAngle(count) - 90) * (Math.PI / 180);
  const point = (angle: number) => `${r + r * Math.cos(angle)} ${r + r * Math.sin(angle)}`;
  const isLarge = segmentAngle(count) > 180 ? 1 : 0;
  return `M ${r} ${r} L ${point(start)} A ${r} ${r} 0 ${isLarge} 1 ${point(end)} Z`;
}

/**
 * The wheel's next rotation so that segment `index` stops under the pointer at the top: a few whole turns on from
 * where it stands, always forward.
 */
export function rotationTo(current: number, index: number, count: number, turns = 5): number {
  const centre = (index + 0.5) * segmentAngle(count);
  const restAt = (((-centre - current) % 360) + 360) % 360;
  return current + turns * 360 + restAt;
}
