import { describe, expect, it, vi } from 'vitest';
import { activationTypeAfterEmailAdded, activationTypeAfterPhoneAdded } from '@betfront/contract/user-config';
import { formatMoney } from './format-money';
import { protectionStatusOf } from './protection-status';
import { refreshUntil } from './refresh-until';

describe('protection status', () => {
  it.each([
    [null, 'none'],
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ] as const)('level %s is %s', (level, status) => {
    expect(protectionStatusOf(level)).toBe(status);
  });
});

describe('activation type', () => {
  it('adding a phone moves 0 to 3 and 1 to 2; adding an e-mail moves 0 to 1 and 3 to 2', () => {
    expect([0, 1, 2, 3].map((type) => activationTypeAfterPhoneAdded(type as 0 | 1 | 2 | 3))).toEqual([3, 2, 2, 3]);
    expect([0, 1, 2, 3].map((type) => activationTypeAfterEmailAdded(type as 0 | 1 | 2 | 3))).toEqual([1, 1, 2, 2]);
  });
});

describe('formatMoney', () => {
  it('groups the whole part without touching the digits', () => {
    expect(formatMoney('12345678901234567.89', '₽')).toBe('12\u00a0345\u00a0678\u00a0901\u00a0234\u00a0567.89\u00a0₽');
    expect(formatMoney('0.50', '$')).toBe('0.50\u00a0$');
  });
});

describe('refreshUntil', () => {
  it('loads at once, then 1000 ms apart, until the value is there', async () => {
    const sleep = vi.fn(async () => undefined);
    const load = vi.fn().mockResolvedValueOnce(1).mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(3);
    await expect(refreshUntil(load, (value: number) => value === 3, { sleep })).resolves.toBe(3);
    expect(load).toHaveBeenCalledTimes(3);
    expect(sleep.mock.calls).toEqual([[1000], [1000]]);
  });

  it('gives up after 5 loads with the last one', async () => {
    const load = vi.fn(async () => 'missing');
    await expect(refreshUntil(load, () => false, { sleep: async () => undefined })).resolves.toBe('missing');
    expect(load).toHaveBeenCalledTimes(5);
  });
});
