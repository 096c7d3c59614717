import { z } from 'zod';

/** What every catalogue game's engine_settings holds: two theme colours and a symbol set. */
const themeSchema = z.object({
  palette: z.tuple([z.string().regex(/^#[0-9a-f]{6}$/i), z.string().regex(/^#[0-9a-f]{6}$/i)]),
  symbols: z.enum(['fruits', 'gems', 'egypt', 'space', 'ocean', 'classic']),
});
type Theme = z.infer<typeof themeSchema>;

const FALLBACK: Theme = { palette: ['#1d3557', '#e63946'], symbols: 'classic' };

const COVER_WIDTH = 320;
const COVER_HEIGHT = 240;

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** The engine's picture in the middle of the cover, drawn in the theme's light colour. */
const ENGINE_ART: Record<string, (light: string, dark: string, emblem: string) => string> = {
  slot: (_light, dark, emblem) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${70 + i * 64}" y="40" width="52" height="92" rx="8" fill="#fff" fill-opacity=".92"/>` +
          `<g transform="translate(${74 + i * 64} 64) scale(.62)">${emblem}</g>`,
      )
      .join('') + `<rect x="62" y="84" width="196" height="3" fill="${dark}" fill-opacity=".5"/>`,
  crash: (c) =>
    `<path d="M40 150 Q150 140 200 90 T280 30" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>` +
    `<circle cx="280" cy="30" r="14" fill="#fff"/>`,
  keno: (c) =>
    Array.from({ length: 15 }, (_, i) => {
      const x = 80 + (i % 5) * 40;
      const y = 48 + Math.floor(i / 5) * 36;
      return `<circle cx="${x}" cy="${y}" r="14" fill="${i % 4 === 0 ? c : '#fff'}" fill-opacity=".92"/>`;
    }).join(''),
  scratch: (c) =>
    `<rect x="70" y="36" width="180" height="104" rx="12" fill="#fff"/>` +
    `<path d="M90 60 L230 60 L200 90 L230 118 L90 118 Z" fill="${c}" fill-opacity=".8"/>`,
  plinko: (c) =>
    Array.from({ length: 5 }, (_, row) =>
      Array.from(
        { length: row + 3 },
        (_, i) => `<circle cx="${160 - (row + 2) * 18 + i * 36}" cy="${40 + row * 22}" r="5" fill="#fff"/>`,
      ).join(''),
    ).join('') + `<circle cx="160" cy="24" r="10" fill="${c}"/>`,
  blackjack: (c, dark) =>
    `<rect x="98" y="40" width="68" height="96" rx="8" fill="#fff" transform="rotate(-10 132 88)"/>` +
    `<rect x="154" y="40" width="68" height="96" rx="8" fill="#fff" transform="rotate(8 188 88)"/>` +
    `<text x="188" y="100" font-size="34" font-weight="700" text-anchor="middle" fill="${dark}" font-family="Georgia,serif">A</text>` +
    `<text x="132" y="100" font-size="34" font-weight="700" text-anchor="middle" fill="#c1121f" font-family="Georgia,serif" transform="rotate(-10 132 88)">K</text>`,
};

/** A small emblem of the symbol set in the corner. */
const SYMBOL_ART: Record<Theme['symbols'], string> = {
  fruits:
    '<circle cx="28" cy="34" r="11" fill="#e63946"/><circle cx="44" cy="36" r="11" fill="#d62828"/><path d="M30 24 Q38 8 48 14" stroke="#2d6a4f" stroke-width="3" fill="none"/>',
  gems: '<path d="M22 22 L50 22 L58 32 L36 56 L14 32 Z" fill="#3a86ff" stroke="#fff" stroke-width="2"/>',
  egypt: '<path d="M12 54 L36 18 L60 54 Z" fill="#d4a017" stroke="#7f5539" stroke-width="2"/>',
  space:
    '<circle cx="36" cy="36" r="14" fill="#7b2cbf"/><ellipse cx="36" cy="36" rx="24" ry="7" fill="none" stroke="#ff9e00" stroke-width="3"/>',
  ocean:
    '<path d="M10 40 Q20 28 30 40 T50 40 T70 40" stroke="#0077b6" stroke-width="4" fill="none"/><path d="M10 52 Q20 40 30 52 T50 52 T70 52" stroke="#00b4d8" stroke-width="4" fill="none"/>',
  classic:
    '<text x="36" y="52" font-size="38" font-weight="900" text-anchor="middle" fill="#ffd60a" stroke="#9d0208" stroke-width="2" font-family="Georgia,serif">7</text>',
};

/** The name in at most two lines of about 20 letters; a longer name ends with an ellipsis. */
export function nameLines(name: string, width = 20): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  lines.push(line);
  if (lines.length <= 2) return lines;
  return [
    lines[0] ?? '',
    `${lines
      .slice(1)
      .join(' ')
      .slice(0, width - 1)}…`,
  ];
}

/** A game's cover: its colours, the engine's picture, its symbol set's emblem and its name. */
export function coverSvg(name: string, engine: string, settings: unknown): string {
  const parsed = themeSchema.safeParse(settings);
  const { palette, symbols } = parsed.success ? parsed.data : FALLBACK;
  const [dark, light] = palette;
  const lines = nameLines(name);
  const text = lines
    .map(
      (line, i) =>
        `<text x="160" y="${lines.length === 1 ? 204 : 190 + i * 26}" font-size="20" font-weight="800" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">${escapeXml(line)}</text>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-label="${escapeXml(name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/>`,
    `<circle cx="270" cy="40" r="90" fill="#fff" fill-opacity=".08"/>`,
    (ENGINE_ART[engine] ?? ENGINE_ART.slot ?? (() => ''))(light, dark, SYMBOL_ART[symbols]),
    engine === 'slot' ? '' : `<g transform="translate(6 6) scale(.9)">${SYMBOL_ART[symbols]}</g>`,
    `<rect y="162" width="${COVER_WIDTH}" height="78" fill="#000" fill-opacity=".45"/>`,
    text,
    '</svg>',
  ].join('');
}
