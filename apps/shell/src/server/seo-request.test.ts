import { seoRequestSchema } from '@betfront/contract';
import { describe, expect, it } from 'vitest';
import { matchRoute } from '../routes/match-route';
import { resolveRouteSeo } from '../routes/route-seo';
import { seoRequestOf } from './seo-request';

const CONFIG = { domain: 'betfront.test', ref_id: 1 };
const pageAt = (path: string) => {
  const found = matchRoute(path);
  return { lng: 'en', seo: found ? resolveRouteSeo(found.route, found.params) : null };
};

describe('the SEO request', () => {
  it("carries the match page's championship and match ids and the player's time zone", () => {
    const request = seoRequestOf(pageAt('line/1-football/88-premier-league/40213-arsenal-chelsea'), CONFIG, {
      time_zone: '-5',
    });
    expect(seoRequestSchema.parse(request)).toEqual({
      domain: 'betfront.test',
      projectId: 1,
      language: 'en',
      timezone: -5,
      stream: 'line',
      section: '1-football',
      subsectionId: null,
      championshipId: 88,
      matchId: 40213,
    });
  });

  it('sends null ids on a page without them and the default time zone before the browser told its own', () => {
    expect(seoRequestOf(pageAt('live'), CONFIG, {})).toMatchObject({
      timezone: 3,
      championshipId: null,
      matchId: null,
    });
    expect(seoRequestOf(pageAt('office/messages'), CONFIG, {})).toMatchObject({ stream: '', section: '' });
  });
});
