import { describe, expect, it } from 'vitest';
import { remoteTexts } from './remote-texts';

const WHOLE = {
  'home.title': 'Home',
  'games.count_one': '{{count}} game',
  'games.count_other': '{{count}} games',
  'dialog.title': 'Settings',
};
const PAGE = { 'home.title': 'Home', 'games.count_other': '{{count}} games' };

describe('remoteTexts', () => {
  it('reads the page entries first, drawing a text they lack empty, then the whole dictionaries through the same function', () => {
    const texts = remoteTexts(PAGE, 'en');
    const { t } = texts;
    expect(t('home.title')).toBe('Home');
    expect(t('games.count', { count: 2 })).toBe('2 games');
    expect(t('dialog.title')).toBe('');
    texts.complete(WHOLE);
    expect(t('dialog.title')).toBe('Settings');
    expect(t('games.count', { count: 1 })).toBe('1 game');
  });

  it('says the remote must be drawn again only when a text the page lacked was asked for', () => {
    const carried = remoteTexts({ ...PAGE, 'games.count_one': '{{count}} game' }, 'en');
    carried.t('home.title');
    carried.t('games.count', { count: 5 });
    expect(carried.t('games.count', { count: 1 })).toBe('1 game');
    const before = carried.t;
    expect(carried.complete(WHOLE)).toBe(false);
    expect(carried.t).toBe(before);

    const lacking = remoteTexts(PAGE, 'en');
    const first = lacking.t;
    expect(first('dialog.title')).toBe('');
    expect(lacking.complete(WHOLE)).toBe(true);
    // A new function, so that a view kept from drawing again while its props are the same draws the text too.
    expect(lacking.t).not.toBe(first);
    expect(lacking.t('dialog.title')).toBe('Settings');
    expect(first('dialog.title')).toBe('Settings');
  });
});
