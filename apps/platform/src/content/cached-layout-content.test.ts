import type { BottomNavAnswer, FooterAnswer } from '@betfront/contract/content';
import { describe, expect, it } from 'vitest';
import { operatorDataChanged } from '../operator-cache/operator-cache';
import { cachedLayoutContent } from './cached-layout-content';

const FOOTER: FooterAnswer = {
  columns: [],
  licence: { regulator: 'Regulator', number: 'L-1', text: 'Licensed.' },
  ageLimit: 18,
  responsibleGaming: { text: 'Play responsibly', href: '/responsible' },
  socialLinks: [],
  appLinks: [],
  paymentLogos: [],
  copyrightHolder: 'Betfront',
  year: 2030,
};

function fakeContent(clock: { now: Date }) {
  const calls: string[] = [];
  return {
    calls,
    content: {
      footer: async (siteLang: string) => {
        calls.push(`footer ${siteLang}`);
        return { ...FOOTER, year: clock.now.getUTCFullYear() };
      },
      bottomNav: async (siteLang: string) => {
        calls.push(`bottom-nav ${siteLang}`);
        return { items: [] } satisfies BottomNavAnswer;
      },
    },
  };
}

describe('cachedLayoutContent', () => {
  it('builds each answer once per content language until the operator data changes', async () => {
    const clock = { now: new Date('2030-06-01T00:00:00Z') };
    const { calls, content } = fakeContent(clock);
    const db = {};
    const layout = cachedLayoutContent(db, content, () => clock.now);
    await layout.footer('ru');
    await layout.footer('kz');
    await layout.footer('en');
    await layout.bottomNav('en');
    await layout.bottomNav('en');
    expect(calls).toEqual(['footer ru', 'footer en', 'bottom-nav en']);
    operatorDataChanged(db);
    await layout.bottomNav('en');
    expect(calls.at(-1)).toBe('bottom-nav en');
    expect(calls).toHaveLength(4);
  });

  it('builds the footer again when the year turns', async () => {
    const clock = { now: new Date('2030-12-31T23:59:59Z') };
    const layout = cachedLayoutContent({}, fakeContent(clock).content, () => clock.now);
    expect((await layout.footer('en'))?.year).toBe(2030);
    clock.now = new Date('2031-01-01T00:00:01Z');
    expect((await layout.footer('en'))?.year).toBe(2031);
  });
});
