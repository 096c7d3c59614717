// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OddsButton } from './odds-button';

afterEach(cleanup);

describe('OddsButton', () => {
  it('shows the price alone and is named by the outcome and the price', () => {
    const onClick = vi.fn();
    render(<OddsButton label="Chelsea" price="190.02" lockedLabel="Locked" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Chelsea 190.02' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('marks a pick as pressed', () => {
    render(<OddsButton label="Draw" price="3.40" picked lockedLabel="Locked" />);
    expect(screen.getByRole('button', { name: 'Draw 3.40' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a padlock and cannot be pressed while locked', () => {
    render(<OddsButton label="Over 2.5" price={null} lockedLabel="Locked" />);
    const button = screen.getByRole('button', { name: 'Over 2.5 Locked' });
    expect(button.matches(':disabled')).toBe(true);
    expect(screen.getByRole('img', { name: 'Locked' })).toBeTruthy();
  });

  it('carries the direction of a move on the price, for its flash and its triangle', () => {
    const { container } = render(<OddsButton label="1" price="1.85" move="down" lockedLabel="Locked" />);
    expect(container.querySelector('[data-move="down"]')?.textContent).toBe('1.85');
  });
});
