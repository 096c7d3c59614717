import { describe, expect, it } from 'vitest';
import { dayText, isoDayOf } from './day-text';

describe('dayText', () => {
  it('writes a day first, in the language’s way', () => {
    expect(dayText('2026-11-26', 'ru')).toBe('26.11.2026');
    expect(dayText('2026-11-26', 'en')).toBe('26/11/2026');
  });

  it('writes nothing for what is not an ISO day', () => {
    expect(dayText('', 'ru')).toBe('');
    expect(dayText('26.11.2026', 'ru')).toBe('');
  });
});

describe('isoDayOf', () => {
  it('reads a day typed with any usual separator', () => {
    expect(isoDayOf('26.11.2026')).toBe('2026-11-26');
    expect(isoDayOf('26/11/2026')).toBe('2026-11-26');
    expect(isoDayOf(' 1-2-2030 ')).toBe('2030-02-01');
  });

  it('reads no day from a text that names none', () => {
    expect(isoDayOf('31.02.2026')).toBeNull();
    expect(isoDayOf('26.13.2026')).toBeNull();
    expect(isoDayOf('2026-11-26')).toBeNull();
    expect(isoDayOf('26.11.26')).toBeNull();
    expect(isoDayOf('')).toBeNull();
  });
});
