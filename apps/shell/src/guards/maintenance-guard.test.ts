import { describe, expect, it } from 'vitest';
import { guardInput, TEST_CONFIG } from './guard-test-input';
import { runGuards } from './run-guards';

const active = { maintenance: { ...TEST_CONFIG.maintenance, isActive: true } };

describe('maintenance', () => {
  it('sends every page to the maintenance page while active', () => {
    expect(runGuards(guardInput('office/messages', { config: active }))).toMatchObject({
      kind: 'redirect',
      location: '/en/maintenance',
      status: 302,
      rule: 'maintenance',
    });
    expect(runGuards(guardInput('nowhere', { config: active }))).toMatchObject({ location: '/en/maintenance' });
  });

  it('renders the maintenance page while active, even when a block applies', () => {
    const decision = runGuards(
      guardInput('maintenance', { config: active, block: { displayTypeId: 1, templateTypeId: 1 } }),
    );
    expect(decision).toMatchObject({ kind: 'render', status: 200 });
  });

  it('sends the maintenance page home once maintenance is over', () => {
    expect(runGuards(guardInput('maintenance'))).toMatchObject({ kind: 'redirect', location: '/en' });
  });

  it('leaves other pages alone when inactive', () => {
    expect(runGuards(guardInput('information/contacts'))).toMatchObject({ kind: 'render' });
  });
});
