import { encodeAnimatedGif } from './animated-gif';

const SIZE = 16;

/** A ring that fills in: frame n paints the cells within n/4 of the radius. */
function frame(step: number): number[] {
  const pixels: number[] = [];
  const centre = (SIZE - 1) / 2;
  for (let y = 0; y < SIZE; y += 1) {
    for (let x = 0; x < SIZE; x += 1) {
      const distance = Math.hypot(x - centre, y - centre) / (SIZE / 2);
      if (distance > 1) pixels.push(0);
      else if (distance > 0.75) pixels.push(1);
      else pixels.push(distance <= step / 4 ? 2 : 3);
    }
  }
  return pixels;
}

/** The responsible-gaming policy badge shown in the footer. */
export const POLICY_LOGO_GIF = encodeAnimatedGif({
  width: SIZE,
  height: SIZE,
  palette: [
    [255, 255, 255],
    [11, 61, 46],
    [31, 122, 77],
    [230, 240, 235],
  ],
  frames: [0, 1, 2, 3].map((step) => ({ pixels: frame(step), delayCentiseconds: 40 })),
});
