import { describe, expect, it } from 'vitest';
import { createTranslate } from './translate';

describe('createTranslate', () => {
  it('interpolates named values', () => {
    const t = createTranslate({ greeting: 'Hello, {{name}}!' }, 'en');
    expect(t('greeting', { name: 'Ann' })).toBe('Hello, Ann!');
  });

  it('shows the key when a text is missing', () => {
    expect(createTranslate({}, 'en')('shell.header.login')).toBe('shell.header.login');
  });

  it('keeps dots in keys as part of the key', () => {
    expect(createTranslate({ 'a.b': 'flat' }, 'ru')('a.b')).toBe('flat');
  });
});
