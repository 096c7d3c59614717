import { describe, expect, it } from 'vitest';
import { convertReminderStatus, isConvertReminderDue } from './convert-reminder-rules';

describe('the convert-account reminder', () => {
  it('names the status from what the platform allows, the main account first', () => {
    expect(convertReminderStatus({ mainAccountAllowed: true, additionalAccountAllowed: true })).toBe(1);
    expect(convertReminderStatus({ mainAccountAllowed: false, additionalAccountAllowed: true })).toBe(2);
    expect(convertReminderStatus({ mainAccountAllowed: false, additionalAccountAllowed: false })).toBe(0);
  });

  it('is due once per allowed status, never when nothing is allowed', () => {
    expect(isConvertReminderDue(1, null)).toBe(true);
    expect(isConvertReminderDue(1, '1')).toBe(false);
    expect(isConvertReminderDue(2, '1')).toBe(true);
    expect(isConvertReminderDue(0, null)).toBe(false);
  });
});
