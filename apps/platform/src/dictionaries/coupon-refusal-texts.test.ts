import { PLACE_ERROR_CODES } from '@betfront/contract/bets';
import { describe, expect, it } from 'vitest';
import { readDictionary } from './dictionary-store';

describe('the coupon dictionary', () => {
  it.each(['ru', 'en'])('has a %s text for every refusal of bets/place', async (lang) => {
    const coupon = await readDictionary('coupon', lang);
    const missing = PLACE_ERROR_CODES.filter((code) => !coupon?.[`coupon.error.${code}`]);
    expect(missing).toEqual([]);
  });
});
