import { describe, expect, it } from 'vitest';
import { activationWithEmail, activationWithPhone } from './activation-type';

describe('activation type', () => {
  it('adding a phone moves 0 to 3 and 1 to 2, and leaves 2 and 3', () => {
    expect([0, 1, 2, 3].map((type) => activationWithPhone(type as 0 | 1 | 2 | 3))).toEqual([3, 2, 2, 3]);
  });

  it('adding an e-mail moves 0 to 1 and 3 to 2, and leaves 1 and 2', () => {
    expect([0, 1, 2, 3].map((type) => activationWithEmail(type as 0 | 1 | 2 | 3))).toEqual([1, 1, 2, 2]);
  });
});
