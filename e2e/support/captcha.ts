import { STROKE_FONT } from '../../apps/platform/src/captcha/stroke-font';

/** Reads the captcha picture: each glyph is matched, by least squares, against the font it was drawn from. */
export function solveCaptcha(dataUrl: string): string {
  const svg = Buffer.from(dataUrl.replace('data:image/svg+xml;base64,', ''), 'base64').toString('utf8');
  return [...svg.matchAll(/<path transform="[^"]*" d="([^"]+)"/g)]
    .map((match) => {
      const strokes = (match[1] ?? '')
        .split('M')
        .filter(Boolean)
        .map((stroke) => stroke.split('L').map((point) => point.split(' ').map(Number)));
      let best = { character: '?', error: Number.POSITIVE_INFINITY };
      for (const [character, glyph] of Object.entries(STROKE_FONT)) {
        const shapeMatches =
          glyph.length === strokes.length && glyph.every((stroke, index) => stroke.length === strokes[index]?.length);
        if (!shapeMatches) continue;
        const pairs = glyph.flatMap((stroke, index) =>
          stroke.map(([x, y], point) => {
            const [px = 0, py = 0] = strokes[index]?.[point] ?? [];
            return { fx: x - 2, fy: y - 3, px, py };
          }),
        );
        const scale =
          pairs.reduce((sum, p) => sum + p.px * p.fx + p.py * p.fy, 0) /
          pairs.reduce((sum, p) => sum + p.fx * p.fx + p.fy * p.fy, 0);
        const error = pairs.reduce((sum, p) => sum + (p.px - scale * p.fx) ** 2 + (p.py - scale * p.fy) ** 2, 0);
        if (error < best.error) best = { character, error };
      }
      return best.character;
    })
    .join('');
}
