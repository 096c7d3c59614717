import { expect, test } from '@playwright/test';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { expectNoSeriousViolations, waitForViews } from '../support/axe';
import { addFirstLineSelection } from '../support/coupon';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** Every shell a visitor can reach (default, clear, empty, third-party) and the main ways into the site. */
/** Groups of pages a visitor opens: every shell a visitor can reach (default, clear, empty, third-party). */
const VISITOR_PAGES = {
  betting: ['', 'live', 'live/1-football', 'line/1-football'],
  account: [
    'user/login',
    'registration',
    'user/forgotpassword',
    'information/contacts',
    '500',
    'statisticpopup/game/30000001',
  ],
  'casino and promotions': ['casino-lobby', 'slots', 'promo', 'bonus/rules', 'fortuna'],
} as const;

const OFFICE_PAGES = [
  'office/menu',
  'office/account',
  'office/recharge',
  'office/history',
  'office/wallets',
  'office/bonuses',
  'office/security',
  'office/session-history',
  'office/responsible',
  'support',
];

async function scanPath(page: Page, path: string, label: string) {
  await page.goto(`${baseUrl()}/en/${path}`);
  await waitForViews(page);
  await expectNoSeriousViolations(page, `${label} /en/${path}`);
}

async function playerPage(browser: Browser, request: APIRequestContext, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  return { page: await context.newPage(), close: () => context.close() };
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility on a ${viewport.name}`, () => {
    for (const [group, paths] of Object.entries(VISITOR_PAGES)) {
      test(`the ${group} pages a visitor opens have no serious or critical violations`, async ({ browser }) => {
        test.setTimeout(150_000);
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        for (const path of paths) await scanPath(page, path, viewport.name);
        if (group === 'betting') {
          const game = page.locator('main [data-game-id] a[href^="/en/line/1-football/"]').first();
          await scanPath(page, ((await game.getAttribute('href')) ?? '').slice('/en/'.length), viewport.name);
        }
        await context.close();
      });
    }

    test('the coupon with a bet, the bet placed and the opened bets have no serious or critical violations', async ({
      browser,
      request,
    }) => {
      test.setTimeout(180_000);
      const { page, close } = await playerPage(browser, request, viewport);
      // On the Russian line page, so the coupon is checked in the site's default language too.
      await addFirstLineSelection(page, baseUrl());
      await waitForViews(page);
      const coupon =
        viewport.width < 1024
          ? page.getByRole('dialog', { name: 'Купон' })
          : page.getByRole('complementary').getByRole('region', { name: 'Купон' });
      if (viewport.width < 1024) await page.getByRole('button', { name: /^Открыть купон/ }).click();
      await expect(coupon.locator('[data-coupon-bet-id]')).toHaveCount(1);
      await expectNoSeriousViolations(page, `${viewport.name} coupon with a bet`);

      await coupon.getByRole('button', { name: 'Сделать ставку' }).click();
      await expect(coupon.getByRole('status').filter({ hasText: 'Ставка принята' })).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousViolations(page, `${viewport.name} coupon placed`);

      await scanPath(page, 'user/opened-bets', viewport.name);
      await expect(page.getByRole('article').first()).toBeVisible();
      await close();
    });

    test('the office pages have no serious or critical violations', async ({ browser, request }) => {
      test.setTimeout(150_000);
      const { page, close } = await playerPage(browser, request, viewport);
      for (const path of OFFICE_PAGES) await scanPath(page, path, viewport.name);
      await close();
    });
  });
}

/** Elements of the page that animate or transition for longer than a blink, with what moves them. */
function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) => {
      const style = getComputedStyle(element);
      const longest = (durations: string) => Math.max(...durations.split(',').map((value) => parseFloat(value)));
      const animates = style.animationName !== 'none' && longest(style.animationDuration) > 0.001;
      const transitions = style.transitionProperty !== 'none' && longest(style.transitionDuration) > 0.001;
      return animates || transitions
        ? [`${element.tagName.toLowerCase()}.${element.className}: ${style.animationName} ${style.transitionProperty}`]
        : [];
    }),
  );
}

test('a player who asks for reduced motion sees nothing slide, flash or fade', async ({ browser }) => {
  test.setTimeout(60_000);
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/en/casino-lobby`);
    await waitForViews(page);
    await expect(page.locator('main article').first()).toBeVisible();
    const moving = await movingElements(page);
    // Without the wish the game tiles move on hover: the check below would see them.
    if (reducedMotion === 'no-preference') expect(moving).not.toEqual([]);
    else expect(moving).toEqual([]);
    await context.close();
  }
});
