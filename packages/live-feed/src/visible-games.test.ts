import { describe, expect, it } from 'vitest';
import { gameFixture } from './testing/game-fixture';
import { createVisibleGamesFilter } from './visible-games';

describe('the visible games filter', () => {
  it('parses and delivers every newer game while all are in view', () => {
    const filter = createVisibleGamesFilter();
    expect(filter.receive([gameFixture(1, 1), gameFixture(2, 1)])).toEqual([gameFixture(1, 1), gameFixture(2, 1)]);
    expect(filter.receive([gameFixture(1, 1), gameFixture(2, 2)])).toEqual([gameFixture(2, 2)]);
  });

  it('holds back a hidden game and delivers its newest version when it comes into view', () => {
    const filter = createVisibleGamesFilter();
    filter.receive([gameFixture(1, 1), gameFixture(2, 1)]);
    expect(filter.setVisible([2], false)).toEqual([]);
    expect(filter.receive([gameFixture(1, 2), gameFixture(2, 3)])).toEqual([gameFixture(1, 2)]);
    expect(filter.receive([gameFixture(2, 2)])).toEqual([]);
    expect(filter.setVisible([2], true)).toEqual([gameFixture(2, 3)]);
    expect(filter.setVisible([2], true)).toEqual([]);
    expect(filter.receive([gameFixture(2, 3)])).toEqual([]);
  });

  it('does not parse a hidden game, and drops a malformed one once it shows', () => {
    const filter = createVisibleGamesFilter();
    filter.setVisible([3], false);
    const malformed = { ...gameFixture(3, 1), status: 'unknown' };
    expect(filter.receive([malformed, { id: 'x' }, null])).toEqual([]);
    expect(filter.setVisible([3], true)).toEqual([]);
    expect(filter.receive([gameFixture(3, 2)])).toEqual([gameFixture(3, 2)]);
  });

  it('delivers nothing for a game shown again with no newer version waiting', () => {
    const filter = createVisibleGamesFilter();
    filter.receive([gameFixture(1, 5)]);
    filter.setVisible([1], false);
    filter.receive([gameFixture(1, 4)]);
    expect(filter.setVisible([1], true)).toEqual([]);
  });
});
