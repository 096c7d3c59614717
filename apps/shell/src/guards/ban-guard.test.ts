import { describe, expect, it } from 'vitest';
import { guardInput, PLAYER } from './guard-test-input';
import { runGuards } from './run-guards';

const banned = (ban_level: number, ban_version = 1) => ({ ...PLAYER, ban_level, ban_version });

describe('banned users', () => {
  it('sends a banned user to the block page when the site names no ban address', () => {
    expect(runGuards(guardInput('office/messages', { session: banned(10) }))).toMatchObject({
      kind: 'redirect',
      location: '/en/block',
      rule: 'banned',
    });
  });

  it('sends a banned user to the external ban address', () => {
    expect(runGuards(guardInput('', { session: banned(10), banUrl: 'https://ban.example/appeal' }))).toMatchObject({
      location: 'https://ban.example/appeal',
    });
  });

  it('keeps a banned user on the block page even though no block applies', () => {
    expect(runGuards(guardInput('block', { session: banned(10) }))).toMatchObject({ kind: 'render' });
  });

  it('lets a banned user onto pages allowed while banned', () => {
    expect(runGuards(guardInput('information/rules', { session: banned(10) }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('support', { session: banned(10) }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('block-appeal-history', { session: banned(10) }))).toMatchObject({ kind: 'render' });
  });

  it('lets ban level 53 with ban version 1 onto the withdrawal page', () => {
    expect(runGuards(guardInput('office/deduce', { session: banned(53, 1) }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('office/deduce', { session: banned(45, 1) }))).toMatchObject({ kind: 'redirect' });
  });

  it('lets ban level 45 with other ban versions onto the withdrawal page', () => {
    expect(runGuards(guardInput('office/deduce', { session: banned(45, 2) }))).toMatchObject({ kind: 'render' });
    expect(runGuards(guardInput('office/deduce', { session: banned(53, 2) }))).toMatchObject({ kind: 'redirect' });
  });

  it('sends an unbanned user on a banned-only page home', () => {
    expect(runGuards(guardInput('block-appeal-history', { session: PLAYER }))).toMatchObject({
      kind: 'redirect',
      location: '/en',
      rule: 'banned',
    });
  });
});
