export type Point = readonly [x: number, y: number];
export type Stroke = readonly Point[];

/**
 * Glyphs as polylines on a 4×6 grid (y grows downwards): "x,y x,y …", strokes separated by "|". Drawn as paths,
 * the answer never appears as text in the image. The alphabet leaves out look-alikes (0, O, 1, I, 2, 5, S, 8, B).
 */
const GLYPHS: Readonly<Record<string, string>> = {
  A: '0,6 2,0 4,6|1,3.5 3,3.5',
  C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
  E: '4,0 0,0 0,6 4,6|0,3 3,3',
  F: '4,0 0,0 0,6|0,3 3,3',
  H: '0,0 0,6|4,0 4,6|0,3 4,3',
  K: '0,0 0,6|4,0 0,4|1.5,2.5 4,6',
  L: '0,0 0,6 4,6',
  M: '0,6 0,0 2,3 4,0 4,6',
  N: '0,6 0,0 4,6 4,0',
  P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
  R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6',
  T: '0,0 4,0|2,0 2,6',
  U: '0,0 0,5 1,6 3,6 4,5 4,0',
  V: '0,0 2,6 4,0',
  W: '0,0 1,6 2,2 3,6 4,0',
  X: '0,0 4,6|4,0 0,6',
  Y: '0,0 2,3 4,0|2,3 2,6',
  Z: '0,0 4,0 0,6 4,6',
  3: '0,0 4,0 2,2.5 3.5,3 4,4.5 3,6 1,6 0,5',
  4: '3,6 3,0 0,4 4,4',
  7: '0,0 4,0 1.5,6',
};

const parseStroke = (stroke: string): Stroke =>
  stroke.split(' ').map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x ?? 0, y ?? 0] as const;
  });

export const STROKE_FONT: Readonly<Record<string, readonly Stroke[]>> = Object.fromEntries(
  Object.entries(GLYPHS).map(([character, strokes]) => [character, strokes.split('|').map(parseStroke)]),
);

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('');
