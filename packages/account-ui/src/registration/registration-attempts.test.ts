// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { countRegistrationAttempt, markRegistrationDone, readRegistrationAttempts } from './registration-attempts';

const DAY = 24 * 60 * 60 * 1000;

describe('registration attempts record', () => {
  beforeEach(() => localStorage.clear());

  it('counts attempts, then marks the registration done and resets the timer', () => {
    countRegistrationAttempt(1000);
    expect(countRegistrationAttempt(2000)).toEqual({
      regTryCounter: 2,
      lastRegCallTime: 2000,
      hasDone: false,
      savedAt: 2000,
    });
    expect(markRegistrationDone(3000)).toMatchObject({ regTryCounter: 2, lastRegCallTime: null, hasDone: true });
    expect(readRegistrationAttempts(4000).hasDone).toBe(true);
  });

  it('reads a damaged, foreign or day-old record as none', () => {
    localStorage.setItem('bf_registration_attempts', '{not json');
    expect(readRegistrationAttempts().regTryCounter).toBe(0);
    localStorage.setItem('bf_registration_attempts', JSON.stringify({ regTryCounter: 'many' }));
    expect(readRegistrationAttempts().regTryCounter).toBe(0);
    countRegistrationAttempt(1000);
    expect(readRegistrationAttempts(1000 + DAY).regTryCounter).toBe(0);
  });
});
