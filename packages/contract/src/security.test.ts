import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema, loginNameSchema, protectionStatus } from './security';

describe('protectionStatus', () => {
  it.each([
    [null, 'none'],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('%s is %s', (level, status) => {
    expect(protectionStatus(level)).toBe(status);
  });
});

describe('security inputs', () => {
  it('takes login names that start with a letter only', () => {
    expect(loginNameSchema.safeParse(' player_1 ').data).toBe('player_1');
    for (const bad of ['1player', 'pl', 'a@b.c', 'x'.repeat(31)])
      expect(loginNameSchema.safeParse(bad).success).toBe(false);
  });

  it('refuses a new password equal to the current one', () => {
    const same = changePasswordBodySchema.safeParse({ current_password: 'abc12345', new_password: 'abc12345' });
    expect(same.error?.issues[0]?.message).toBe('security.error.password_same');
  });
});
