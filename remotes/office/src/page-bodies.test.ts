import { describe, expect, it } from 'vitest';
import { OFFICE_AREAS, PAGE_BODIES } from './page-bodies';

describe("the office's areas", () => {
  it('each list the pages their chunk draws, and a page is in one area only', async () => {
    for (const area of OFFICE_AREAS) {
      const bodies = await area.load();
      expect(Object.keys(bodies).sort()).toEqual([...area.routes].sort());
    }
    const listed = OFFICE_AREAS.flatMap((area) => area.routes);
    expect(new Set(listed).size).toBe(listed.length);
    expect(PAGE_BODIES.size).toBe(listed.length);
  });
});
