import { describe, expect, it } from 'vitest';
import { coverSvg, nameLines } from './cover-svg';

describe('a game’s cover', () => {
  it('sets the name in at most two lines and ends a longer one with an ellipsis', () => {
    expect(nameLines('Bingo 90')).toEqual(['Bingo 90']);
    expect(nameLines('Рубиновый рывок Hold & Win')).toEqual(['Рубиновый рывок Hold', '& Win']);
    const long = nameLines('Black Hole Bonanza Megaways Deluxe Edition Extra');
    expect(long).toHaveLength(2);
    expect(long[1]).toMatch(/…$/);
    expect(long[1]?.length).toBeLessThanOrEqual(20);
  });

  it('draws the theme’s colours and escapes the name, and falls back to a plain theme for bad settings', () => {
    const svg = coverSvg('Ash & <Embers>', 'crash', { palette: ['#0b0c2a', '#7b2ff7'], symbols: 'space' });
    expect(svg).toContain('stop-color="#0b0c2a"');
    expect(svg).toContain('Ash &amp; &lt;Embers&gt;');
    expect(svg).not.toContain('<Embers>');
    const plain = coverSvg('Game', 'slot', { palette: ['red'], symbols: 'nowhere' });
    expect(plain).toContain('stop-color="#1d3557"');
  });
});
