import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { resolveRouteSeo } from './route-seo';

const seoOf = (path: string) => {
  const found = matchRoute(path);
  return found ? resolveRouteSeo(found.route, found.params) : undefined;
};

describe('resolveRouteSeo', () => {
  it('fills parameter references from the matched path', () => {
    expect(seoOf('live/1-football')).toEqual({
      stream: 'live',
      section: '1-football',
      championshipId: null,
      matchId: null,
    });
    expect(seoOf('information/howbet')).toMatchObject({ stream: 'information', section: 'howbet' });
  });

  it('gives an empty value for a parameter the path left out', () => {
    expect(seoOf('line')).toMatchObject({ stream: 'line', section: '' });
  });

  it('reads the championship and match ids from their slugs', () => {
    expect(seoOf('line/1-football/88-premier-league/40213-arsenal-chelsea')).toEqual({
      stream: 'line',
      section: '1-football',
      championshipId: 88,
      matchId: 40213,
    });
    expect(seoOf('live/2-tennis/310-atp-paris')).toMatchObject({ championshipId: 310, matchId: null });
  });

  it('gives null for pages without SEO data', () => {
    expect(seoOf('office/messages')).toBeNull();
  });
});
