import { describe, expect, it } from 'vitest';
import { rotationTo, segmentAngle, segmentPath } from './wheel-geometry';

/** The segment under the pointer at the top once the wheel has turned `rotation` degrees clockwise. */
const segmentAtTop = (rotation: number, count: number) =>
  Math.floor((((360 - (rotation % 360)) % 360) / segmentAngle(count)) % count);

describe('the wheel of fortune geometry', () => {
  it('stops every segment under the pointer, always turning forward', () => {
    for (const count of [2, 5, 6, 8]) {
      let rotation = 0;
      for (const index of [0, count - 1, 1, 1, Math.floor(count / 2)]) {
        const next = rotationTo(rotation, index, count);
        expect(next - rotation).toBeGreaterThanOrEqual(5 * 360);
        expect(segmentAtTop(next, count)).toBe(index);
        rotation = next;
      }
    }
  });

  it('draws a segment from the centre to its arc', () => {
    expect(segmentPath(0, 4, 100)).toBe('M 100 100 L 100 0 A 100 100 0 0 1 200 100 Z');
  });
});
