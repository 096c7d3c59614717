import { describe, expect, it } from 'vitest';
import { guardInput } from './guard-test-input';
import { runGuards } from './run-guards';

const blocked = (templateTypeId: number) => ({ block: { displayTypeId: 1, templateTypeId } });

describe('blocking', () => {
  it.each([
    [4, '/en/site-updates'],
    [16, '/en/suspension'],
    [1, '/en/block'],
    [2, '/en/block'],
    [3, '/en/block'],
    [5, '/en/block'],
    [14, '/en/block'],
    [13, '/en/block-ua'],
    [17, '/en/block-ie'],
    [18, '/en/oldbrowser'],
    [8, '/en/coming-soon'],
  ])('sends reason %i to %s', (reason, location) => {
    expect(runGuards(guardInput('', blocked(reason)))).toMatchObject({ kind: 'redirect', location, rule: 'block' });
  });

  it('renders the block page of the reason that applies', () => {
    expect(runGuards(guardInput('block-ua', blocked(13)))).toMatchObject({ kind: 'render' });
  });

  it('moves from another block page to the one of the reason', () => {
    expect(runGuards(guardInput('block', blocked(8)))).toMatchObject({ location: '/en/coming-soon' });
  });

  it('does not block without display type 1', () => {
    expect(runGuards(guardInput('', { block: { displayTypeId: 0, templateTypeId: 1 } }))).toMatchObject({
      kind: 'render',
    });
  });

  it('does not block with the forced-geo-off cookie', () => {
    expect(runGuards(guardInput('', { ...blocked(1), cookies: { forcedGeoOff: true } }))).toMatchObject({
      kind: 'render',
    });
  });

  it('exempts accountverify', () => {
    expect(runGuards(guardInput('user/accountverify', blocked(1)))).toMatchObject({ kind: 'render' });
  });

  it('keeps the query for reason 4 when leaving a page other than home', () => {
    expect(runGuards(guardInput('news/x', { ...blocked(4), query: 'a=1&b=2' }))).toMatchObject({
      location: '/en/site-updates?a=1&b=2',
    });
    expect(runGuards(guardInput('', { ...blocked(4), query: 'a=1' }))).toMatchObject({ location: '/en/site-updates' });
    expect(runGuards(guardInput('news/x', { ...blocked(1), query: 'a=1' }))).toMatchObject({ location: '/en/block' });
  });

  it('sends a block page home when no block applies', () => {
    for (const page of ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension']) {
      expect(runGuards(guardInput(page))).toMatchObject({ kind: 'redirect', location: '/en', rule: 'block' });
    }
  });

  it('sends an unknown block reason to the generic block page', () => {
    expect(runGuards(guardInput('', blocked(99)))).toMatchObject({ location: '/en/block' });
  });
});
