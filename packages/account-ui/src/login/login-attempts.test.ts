// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readLoginAttempts, recordFailedLogin, resetLoginAttempts } from './login-attempts';

afterEach(() => localStorage.clear());

describe('login attempts', () => {
  it('counts failures and starts again after a success', () => {
    expect(readLoginAttempts()).toBe(0);
    recordFailedLogin();
    expect(recordFailedLogin()).toBe(2);
    expect(readLoginAttempts()).toBe(2);
    resetLoginAttempts();
    expect(readLoginAttempts()).toBe(0);
  });

  it('forgets failures older than 15 minutes', () => {
    const start = 1_700_000_000_000;
    recordFailedLogin(start);
    expect(readLoginAttempts(start + 14 * 60_000)).toBe(1);
    expect(readLoginAttempts(start + 15 * 60_000)).toBe(0);
    expect(recordFailedLogin(start + 16 * 60_000)).toBe(1);
  });

  it('reads a damaged record as no failures', () => {
    for (const text of ['not json', '{"count":-3,"lastAt":1}', '{"count":"2"}', '[]']) {
      localStorage.setItem('bf_login_attempts', text);
      expect(readLoginAttempts()).toBe(0);
    }
  });
});
