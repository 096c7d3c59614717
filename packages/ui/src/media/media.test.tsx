// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Flag } from './flag';
import { SportIcon } from './sport-icon';
import { TeamCrest, crestHue, monogram } from './team-crest';

afterEach(cleanup);

describe('monogram crests', () => {
  it('take the initials of two words, or the first two letters of one', () => {
    expect(monogram('Manchester United')).toBe('MU');
    expect(monogram('Арсенал')).toBe('АР');
    expect(monogram('F.C. Porto')).toBe('FC');
  });

  it('keep one colour per side', () => {
    expect(crestHue(7)).toBe(crestHue(19));
    expect(crestHue(7)).not.toBe(crestHue(8));
    const { container } = render(<TeamCrest id={7} name="Chelsea" />);
    expect(container.textContent).toBe('CH');
  });
});

describe('flags and sport icons', () => {
  it('draw a shipped flag by country code, a globe without one', () => {
    render(<Flag country="GB" label="United Kingdom" />);
    expect(screen.getByRole('img', { name: 'United Kingdom' }).getAttribute('src')).toMatch(/gb.*\.svg/);
    render(<Flag country={null} label="International" />);
    expect(screen.getByRole('img', { name: 'International' }).tagName.toLowerCase()).toBe('svg');
  });

  it('name a sport icon when asked, and fall back to a cup', () => {
    render(<SportIcon slug="football" label="Football" />);
    render(<SportIcon slug="curling" label="Curling" />);
    const football = screen.getByRole('img', { name: 'Football' }).innerHTML;
    expect(screen.getByRole('img', { name: 'Curling' }).innerHTML).not.toBe(football);
  });
});
