import { describe, expect, it } from 'vitest';
import { encodeAnimatedGif } from './animated-gif';
import { POLICY_LOGO_GIF } from './policy-logo';

/** A plain GIF LZW decoder, enough to prove the encoder's output reads back pixel for pixel. */
function decodeLzw(data: Uint8Array, minCodeSize: number): number[] {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let codeSize = minCodeSize + 1;
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: clear + 2 }, (_, index) => [index]);
    codeSize = minCodeSize + 1;
  };
  reset();
  const output: number[] = [];
  let previous: number[] | null = null;
  let bitPosition = 0;
  while (bitPosition + codeSize <= data.length * 8) {
    let code = 0;
    for (let bit = 0; bit < codeSize; bit += 1, bitPosition += 1) {
      code |= (((data[bitPosition >> 3] ?? 0) >> (bitPosition & 7)) & 1) << bit;
    }
    if (code === clear) {
      reset();
      previous = null;
      continue;
    }
    if (code === end) break;
    const entry: number[] = table[code] ?? (previous ? [...previous, previous[0] ?? 0] : []);
    output.push(...entry);
    if (previous) table.push([...previous, entry[0] ?? 0]);
    if (table.length === 1 << codeSize && codeSize < 12) codeSize += 1;
    previous = entry;
  }
  return output;
}

/** Splits the file into its frames' pixel data (global palette, one image per graphic control block). */
function readFrames(gif: Buffer): number[][] {
  const frames: number[][] = [];
  let offset = 13 + 3 * (2 << (gif[10]! & 7));
  while (gif[offset] !== 0x3b) {
    if (gif[offset] === 0x21) {
      offset += 2;
      while (gif[offset] !== 0) offset += gif[offset]! + 1;
      offset += 1;
    } else {
      const minCodeSize = gif[offset + 10]!;
      offset += 11;
      const data: number[] = [];
      while (gif[offset] !== 0) {
        data.push(...gif.subarray(offset + 1, offset + 1 + gif[offset]!));
        offset += gif[offset]! + 1;
      }
      offset += 1;
      frames.push(decodeLzw(Uint8Array.from(data), minCodeSize));
    }
  }
  return frames;
}

describe('encodeAnimatedGif', () => {
  it('writes frames that decode back to the same pixels', () => {
    const pixels = Array.from({ length: 35 }, (_, index) => (index * 7) % 4);
    const gif = encodeAnimatedGif({
      width: 7,
      height: 5,
      palette: [
        [0, 0, 0],
        [255, 0, 0],
        [0, 255, 0],
        [0, 0, 255],
      ],
      frames: [
        { pixels, delayCentiseconds: 10 },
        { pixels: [...pixels].reverse(), delayCentiseconds: 10 },
      ],
    });
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(7);
    expect(gif.readUInt16LE(8)).toBe(5);
    expect(gif.includes(Buffer.from('NETSCAPE2.0'))).toBe(true);
    expect(readFrames(gif)).toEqual([pixels, [...pixels].reverse()]);
  });

  it('makes the policy logo a small looping animation', () => {
    const frames = readFrames(POLICY_LOGO_GIF);
    expect(frames.length).toBeGreaterThan(1);
    expect(frames.every((frame) => frame.length === 16 * 16)).toBe(true);
    expect(POLICY_LOGO_GIF.length).toBeLessThan(2048);
  });
});
