import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { resolveRouteSeo } from './route-seo';

const seoOf = (path: string) => {
  const found = matchRoute(path);
  return found ? resolveRouteSeo(found.route, found.params) : undefined;
};

describe('resolveRouteSeo', () => {
  it('fills parameter references from the matched path', () => {
    expect(seoOf('live/1-football')).toEqual({ stream: 'live', section: '1-football' });
    expect(seoOf('information/howbet')).toEqual({ stream: 'information', section: 'howbet' });
  });

  it('gives an empty value for a parameter the path left out', () => {
    expect(seoOf('line')).toEqual({ stream: 'line', section: '' });
  });

  it('gives null for pages without SEO data', () => {
    expect(seoOf('office/messages')).toBeNull();
  });
});
