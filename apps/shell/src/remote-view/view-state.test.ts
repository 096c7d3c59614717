import { describe, expect, it } from 'vitest';
import { DOUBLING_RETRY, retryPolicyFor } from './retry-policy';
import { ViewState, canTransition, transition } from './view-state';

describe('remote view states', () => {
  it.each([
    [ViewState.NotExisting, ViewState.Loading],
    [ViewState.NotExisting, ViewState.Ready],
    [ViewState.Error, ViewState.Loading],
    [ViewState.Error, ViewState.NotExisting],
    [ViewState.Loading, ViewState.Error],
    [ViewState.Loading, ViewState.Ready],
    [ViewState.Loading, ViewState.NotExisting],
    [ViewState.Ready, ViewState.NotExisting],
  ])('allows %i → %i', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each([
    [ViewState.NotExisting, ViewState.Error],
    [ViewState.Error, ViewState.Ready],
    [ViewState.Ready, ViewState.Loading],
    [ViewState.Ready, ViewState.Error],
  ])('refuses %i → %i and keeps the state', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(transition(from, to)).toBe(from);
  });

  it('waits 1000, 2000 and 4000 ms over 3 retries', () => {
    expect(DOUBLING_RETRY.retries).toBe(3);
    expect([0, 1, 2].map((attempt) => DOUBLING_RETRY.delayMs(attempt))).toEqual([1000, 2000, 4000]);
  });

  it('retries the bottom navigation 5 times, 1 s apart', () => {
    const policy = retryPolicyFor('bottom-nav');
    expect(policy.retries).toBe(5);
    expect([0, 1, 4].map((attempt) => policy.delayMs(attempt))).toEqual([1000, 1000, 1000]);
  });
});
