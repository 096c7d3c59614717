import { expect, test } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { readCookieJar } from '../support/cookie-jar';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const DAY = 86_400;
const REFERRAL_COOKIES = [
  'refererid',
  'bf_referral',
  'btag',
  'tag',
  'qtag',
  'promocode',
  'partner_id',
  'postback_watcher',
  'short_reflink',
  'subid',
];

/**
 * Opens a landing URL in a browser of its own, as a visitor following a link from `referer` would, and reads the
 * cookie jar as soon as the answer arrives (a cookie may last only seconds).
 */
async function land(browser: Browser, path: string, referer?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'commit', ...(referer ? { referer } : {}) });
  const cookies = await readCookieJar(context);
  await context.close();
  return cookies;
}

const referralCookiesOf = (jar: Record<string, unknown>) => REFERRAL_COOKIES.filter((name) => name in jar);

test('a friend’s invitation link keeps its code in refererid for 60 days, out of the page scripts’ reach', async ({
  browser,
}) => {
  const { jar, expectKept } = await land(browser, '/en/registration?refererid=K7M2P9QR');
  expectKept('refererid', 'K7M2P9QR', 60 * DAY);
  expect(jar.refererid?.httpOnly).toBe(true);
  expect(jar.refererid?.path).toBe('/');
});

test('a reflink’s tag or qtag is kept 60 days, and the site that linked here a day', async ({ browser }) => {
  const tagged = await land(browser, '/ru/line?tag=news-17', 'https://partner.example/top-bookmakers');
  tagged.expectKept('tag', 'news-17', 60 * DAY);
  tagged.expectKept('bf_referral', 'https://partner.example', DAY);
  expect(referralCookiesOf(tagged.jar).sort()).toEqual(['bf_referral', 'tag']);

  const quick = await land(browser, '/en?qtag=q_55&promocode=SPRING5');
  quick.expectKept('qtag', 'q_55', 60 * DAY);
  quick.expectKept('promocode', 'SPRING5', 60 * DAY);
  expect(referralCookiesOf(quick.jar).sort()).toEqual(['promocode', 'qtag']);
});

test('a partner’s click keeps the partner 30 days and the click only a moment without pb', async ({ browser }) => {
  const click = await land(browser, '/en?aip=9031&click_id=cl-404');
  click.expectKept('partner_id', '9031', 30 * DAY);
  // The click is for the partner's postback of this very landing: four seconds, not the 30 days pb=1 asks for.
  click.expectKept('postback_watcher', 'cl-404', 4, 2);

  const campaign = await land(browser, '/en/casino?aip=9032&utm_source=mail');
  campaign.expectKept('partner_id', '9032', 30 * DAY);
  expect(referralCookiesOf(campaign.jar)).toEqual(['partner_id']);
});

test('the site’s own links, a partner id without a click and malformed values set no referral cookie', async ({
  browser,
}) => {
  for (const [path, referer] of [
    ['/en/live?refererid=not-a-code', `${baseUrl()}/en`],
    ['/en?aip=9033', undefined],
    ['/en?btag=<script>&r=x&subid=', undefined],
  ] as const) {
    const { jar } = await land(browser, path, referer);
    expect(referralCookiesOf(jar), path).toEqual([]);
  }
});
