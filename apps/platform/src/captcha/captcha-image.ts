import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, STROKE_FONT } from './stroke-font';

export const CAPTCHA_LENGTH = 5;
const WIDTH = 200;
const HEIGHT = 70;
const SLOT_WIDTH = 36;
const NOISE_LINES = 7;

const between = (min: number, max: number) => min + Math.random() * (max - min);
const round = (value: number) => Math.round(value * 10) / 10;
const darkColour = () => `hsl(${randomInt(360)} 60% ${randomInt(18, 38)}%)`;

export function randomCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
}

function glyph(character: string, slot: number): string {
  const strokes = STROKE_FONT[character];
  if (!strokes) throw new Error(`No glyph for ${character}`);
  const scale = between(5.5, 7);
  const centreX = 14 + slot * SLOT_WIDTH + SLOT_WIDTH / 2 + between(-3, 3);
  const centreY = HEIGHT / 2 + between(-5, 5);
  const paths = strokes.map((stroke) => {
    const points = stroke.map(([x, y]) => {
      const jitteredX = (x - 2 + between(-0.25, 0.25)) * scale;
      const jitteredY = (y - 3 + between(-0.25, 0.25)) * scale;
      return `${round(jitteredX)} ${round(jitteredY)}`;
    });
    return `M${points.join('L')}`;
  });
  const rotation = round(between(-28, 28));
  return `<path transform="translate(${round(centreX)} ${round(centreY)}) rotate(${rotation})" d="${paths.join('')}" stroke="${darkColour()}" stroke-width="${round(between(2.5, 3.5))}"/>`;
}

function noiseLine(): string {
  const [x1, y1, x2, y2] = [between(0, WIDTH), between(0, HEIGHT), between(0, WIDTH), between(0, HEIGHT)].map(round);
  return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${darkColour()}" stroke-width="${round(between(1, 2))}"/>`;
}

/** The text drawn as jittered, rotated strokes under noise lines, as an SVG data URL. */
export function renderCaptchaImage(text: string): string {
  const glyphs = [...text].map(glyph).join('');
  const noise = Array.from({ length: NOISE_LINES }, noiseLine).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><rect width="100%" height="100%" fill="#f4f1ea"/><g fill="none" stroke-linecap="round" stroke-linejoin="round">${glyphs}${noise}</g></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
