import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../session/browser-storage';
import { AGE_CONFIRMATION_KEY, AGE_CONFIRMATION_MS, keepAgeConfirmation, mustConfirmAge } from './age-confirmation';

const now = Date.parse('2026-11-26T12:00:00Z');
const fresh = () => ({ local: memoryStorage(), session: memoryStorage() });

describe('the age confirmation', () => {
  it('is asked only of visitors, and only when the operator asks for it', () => {
    expect(mustConfirmAge('off', true, fresh(), now)).toBe(false);
    expect(mustConfirmAge('local', false, fresh(), now)).toBe(false);
    expect(mustConfirmAge('local', true, fresh(), now)).toBe(true);
    expect(mustConfirmAge('session', true, fresh(), now)).toBe(true);
  });

  it('keeps a local acceptance 3 days, then asks again', () => {
    const storages = fresh();
    keepAgeConfirmation('local', storages, now);
    expect(storages.local.entries.get(AGE_CONFIRMATION_KEY)).toBe(String(now + AGE_CONFIRMATION_MS));
    expect(mustConfirmAge('local', true, storages, now + AGE_CONFIRMATION_MS - 1)).toBe(false);
    expect(mustConfirmAge('local', true, storages, now + AGE_CONFIRMATION_MS)).toBe(true);
    expect(storages.session.entries.size).toBe(0);
  });

  it('keeps a session acceptance for the browser session only, and reads nothing else as accepted', () => {
    const storages = fresh();
    keepAgeConfirmation('session', storages, now);
    expect(mustConfirmAge('session', true, storages, now + 10 * AGE_CONFIRMATION_MS)).toBe(false);
    expect(mustConfirmAge('local', true, storages, now)).toBe(true);
    const garbled = { local: memoryStorage({ [AGE_CONFIRMATION_KEY]: 'soon' }), session: memoryStorage() };
    expect(mustConfirmAge('local', true, garbled, now)).toBe(true);
  });
});
