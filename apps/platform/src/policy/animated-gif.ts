export interface GifFrame {
  /** Palette indexes 0–3, one per pixel, row by row. */
  pixels: readonly number[];
  delayCentiseconds: number;
}

export interface GifImage {
  width: number;
  height: number;
  /** Exactly four RGB colours. */
  palette: readonly [number, number, number][];
  frames: readonly GifFrame[];
}

const MIN_CODE_SIZE = 2;
const CLEAR_CODE = 4;
const END_CODE = 5;
const CODE_BITS = 3;

/**
 * LZW data that never grows the code table: a clear code before every pair of pixels keeps every code at
 * three bits, which any GIF decoder reads, at the price of size (fine for a tiny logo).
 */
function encodePixels(pixels: readonly number[]): number[] {
  const codes: number[] = [];
  pixels.forEach((pixel, index) => {
    if (index % 2 === 0) codes.push(CLEAR_CODE);
    codes.push(pixel & 3);
  });
  codes.push(END_CODE);
  const bytes: number[] = [];
  let buffer = 0;
  let bitCount = 0;
  for (const code of codes) {
    buffer |= code << bitCount;
    bitCount += CODE_BITS;
    while (bitCount >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>= 8;
      bitCount -= 8;
    }
  }
  if (bitCount > 0) bytes.push(buffer & 0xff);
  return bytes;
}

function subBlocks(data: readonly number[]): number[] {
  const out: number[] = [];
  for (let start = 0; start < data.length; start += 255) {
    const chunk = data.slice(start, start + 255);
    out.push(chunk.length, ...chunk);
  }
  out.push(0);
  return out;
}

const word = (value: number) => [value & 0xff, (value >> 8) & 0xff];

/** A looping GIF89a with a global four-colour palette. */
export function encodeAnimatedGif(image: GifImage): Buffer {
  const bytes: number[] = [...Buffer.from('GIF89a', 'ascii'), ...word(image.width), ...word(image.height)];
  bytes.push(0b1000_0001, 0, 0, ...image.palette.flat());
  bytes.push(0x21, 0xff, 11, ...Buffer.from('NETSCAPE2.0', 'ascii'), 3, 1, ...word(0), 0);
  for (const frame of image.frames) {
    bytes.push(0x21, 0xf9, 4, 0b0000_1000, ...word(frame.delayCentiseconds), 0, 0);
    bytes.push(0x2c, ...word(0), ...word(0), ...word(image.width), ...word(image.height), 0);
    bytes.push(MIN_CODE_SIZE, ...subBlocks(encodePixels(frame.pixels)));
  }
  bytes.push(0x3b);
  return Buffer.from(bytes);
}
