// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changePrefs } from '../prefs/use-betting-prefs';
import { ExpressCard } from './express-card';

afterEach(cleanup);

const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  key === 'betting.express.total' ? `Total odds ${String(vars?.['coef'])}` : key;

describe('the express of the day', () => {
  it('shows its total odds rounded as the player’s odds format says, not as the exact product', () => {
    render(<ExpressCard express={{ id: 'day-1', coef: '8.18106075', bets: [] }} lng="en" t={t} />);
    expect(screen.getByText('Total odds 8.18')).toBeTruthy();
    act(() => changePrefs({ coefViewId: 2 }));
    expect(screen.getByText('Total odds +718')).toBeTruthy();
  });
});
