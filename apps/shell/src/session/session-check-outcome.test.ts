import { describe, expect, it } from 'vitest';
import { sessionCheckOutcome } from './session-check-outcome';

describe('sessionCheckOutcome', () => {
  it('keeps the page when the session still has the same user, or still none', () => {
    expect(sessionCheckOutcome(7, 7)).toBe('keep');
    expect(sessionCheckOutcome(null, null)).toBe('keep');
  });

  it('ends the session when a player page finds no user', () => {
    expect(sessionCheckOutcome(7, null)).toBe('ended');
  });

  it('reloads when the session now has a user the page was not rendered for', () => {
    expect(sessionCheckOutcome(null, 7)).toBe('changed');
    expect(sessionCheckOutcome(7, 8)).toBe('changed');
  });
});
