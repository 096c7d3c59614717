import { expect, test } from '@playwright/test';
import { waitForViews } from '../support/axe';
import type { BrowserContext, Page } from '@playwright/test';
import { admin, createPlayer, finishGame } from '../support/admin';
import { auditLayout } from '../support/layout-audit';
import { startPlatform } from '../support/start-platform';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

// The broadcast is motion: these journeys watch it as a player who has not asked for less.
test.use({ reducedMotion: 'no-preference' });
// One after another: the journeys watch the first live game, and one of them ends it.
test.describe.configure({ mode: 'default' });

const zone = (page: Page) => page.getByRole('region', { name: /^(Media zone|Медиазона)$/ });
const firstLiveRow = (page: Page) => page.locator('main article[data-game-id]').first();

async function logInAs(context: BrowserContext, url: string, token: string): Promise<void> {
  await context.addCookies([await createPlayer(context.request, url, token)]);
}

/** Opens the live football list and the video of its first game; answers the game's id. */
async function watchFirstLiveGame(page: Page, url: string, lng = 'en'): Promise<number> {
  await page.goto(`${url}/${lng}/live/1-football`);
  // A tap held until hydration and a tap again from the retry below would switch the video on and off.
  await waitForViews(page);
  const row = firstLiveRow(page);
  const gameId = Number(await row.getAttribute('data-game-id'));
  const watch = row.getByRole('button', { name: lng === 'en' ? 'Watch the video' : 'Смотреть видео' });
  await expect(async () => {
    await watch.click();
    await expect(watch).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  return gameId;
}

const isPlaying = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-media-zone] video');
    return video !== null && !video.paused && video.videoWidth > 0;
  });

test('the video of a live game plays in a zone the player drags and moves with the keys, and a reload keeps it there', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await logInAs(page.context(), baseUrl(), adminToken());
  const gameId = await watchFirstLiveGame(page, baseUrl());

  await expect(zone(page)).toBeVisible();
  await expect(zone(page).getByRole('link')).toHaveAttribute('href', new RegExp(`/en/live/.*/${gameId}-`));
  await expect.poll(() => isPlaying(page)).toBe(true);

  const handle = zone(page).getByRole('button', { name: 'Move the media zone' });
  const before = await zone(page).boundingBox();
  const grip = await handle.boundingBox();
  if (!before || !grip) throw new Error('the zone is not drawn');
  const [x, y] = [grip.x + grip.width / 2, grip.y + grip.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 300, y - 200, { steps: 8 });
  await page.mouse.move(x + 600, y - 400, { steps: 8 });
  await page.mouse.up();
  const dragged = await zone(page).boundingBox();
  expect(dragged?.x).toBeCloseTo(before.x + 600, -1);
  expect(dragged?.y).toBeCloseTo(before.y - 400, -1);

  // Space picks it up, each arrow moves it, Space puts it down.
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The keys are heard from the task after the pick-up, which a busy browser may run after the next key press.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    expect((await zone(page).boundingBox())?.x).toBeGreaterThan((dragged?.x ?? 0) + 10);
  }).toPass();
  await page.keyboard.press('Space');
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await zone(page).boundingBox())?.x).toBeGreaterThan((dragged?.x ?? 0) + 10);
  const placed = await zone(page).boundingBox();

  await page.reload();
  await expect(zone(page)).toBeVisible();
  await expect.poll(async () => (await zone(page).boundingBox())?.x).toBeCloseTo(placed?.x ?? -1, 0);
  expect((await zone(page).boundingBox())?.y).toBeCloseTo(placed?.y ?? -1, 0);
  await expect.poll(() => isPlaying(page)).toBe(true);

  // The button on the list closes every media of the game.
  const watch = page.locator(`main article[data-game-id="${gameId}"]`).getByRole('button', { name: 'Watch the video' });
  await expect(watch).toHaveAttribute('aria-pressed', 'true');
  await watch.click();
  await expect(zone(page)).toHaveCount(0);
  await page.reload();
  await firstLiveRow(page).waitFor();
  await expect(zone(page)).toHaveCount(0);
});

test('a game that ends takes its video with it while the tracker the player kept stays with the final score', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  const gameId = await watchFirstLiveGame(page, baseUrl());
  await zone(page).getByRole('button', { name: 'Match tracker' }).click();
  await zone(page).getByRole('button', { name: 'Keep open after the game ends' }).click();
  await expect(zone(page).getByRole('button', { name: 'Keep open after the game ends' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const switcher = zone(page).getByRole('navigation', { name: 'Open media' });
  await expect(switcher.getByRole('button')).toHaveCount(2);

  await finishGame(page.request, baseUrl(), adminToken(), gameId);
  await expect(zone(page).getByText('Game over').first()).toBeVisible({ timeout: 15_000 });
  await expect(switcher).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('betfront.media') ?? 'null') as unknown);
  expect(stored).toMatchObject({ entries: [{ type: 'zone', gameId, autoClearable: false }] });
  await zone(page)
    .getByRole('button', { name: /^Close / })
    .click();
  await expect(zone(page)).toHaveCount(0);
});

test('stored media that is not valid is dropped and the page opens without it', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('planted')) return;
    sessionStorage.setItem('planted', '1');
    localStorage.setItem(
      'betfront.media',
      JSON.stringify({ entries: [{ id: 'video-1-1', type: 'radio', gameId: -4 }], activeId: null, position: null }),
    );
  });
  await page.goto(`${baseUrl()}/en/live/1-football`);
  await firstLiveRow(page).waitFor();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('betfront.media')))
    .toBe(JSON.stringify({ entries: [], activeId: null, position: null }));
  await expect(zone(page)).toHaveCount(0);
});

test('on a phone the zone docks above the bottom bar and covers neither the prices nor the quick coupon bar', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await logInAs(page.context(), baseUrl(), adminToken());
  for (const lng of ['ru', 'en']) {
    await watchFirstLiveGame(page, baseUrl(), lng);
    await expect(zone(page)).toHaveAttribute('data-media-zone', 'docked');
    const problems = (await auditLayout(page, { firstPrice: true, lng })).filter(
      (problem) => problem.startsWith('covered') || problem.includes('price'),
    );
    expect(problems).toEqual([]);

    const odd = page.locator('main button[data-selection-id]:not([disabled])').first();
    await expect(async () => {
      if ((await odd.getAttribute('aria-pressed')) !== 'true') await odd.click();
      await expect(odd).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    const bar = page.locator('#quick-coupon-bar button').first();
    await expect(bar).toBeVisible();
    const [barBox, zoneBox] = [await bar.boundingBox(), await zone(page).boundingBox()];
    if (!barBox || !zoneBox) throw new Error('the bar or the zone is not drawn');
    expect(zoneBox.y + zoneBox.height).toBeLessThanOrEqual(barBox.y);
    await odd.click();
    await zone(page)
      .getByRole('button', { name: /^(Close|Закрыть) / })
      .click();
  }
});

test.describe('inactivity', () => {
  test.describe.configure({ mode: 'default' });

  test('a playing video keeps the player logged in past the idle time; paused, the logoff comes', async ({ page }) => {
    test.setTimeout(120_000);
    // The inactivity time is a site-wide setting: this journey has a platform of its own.
    const platform = await startPlatform();
    try {
      await admin(page.request, platform.url, platform.adminToken, 'PUT', '/settings/autoLogoffMinutes', { value: 2 });
      await page.setViewportSize(DESKTOP);
      await logInAs(page.context(), platform.url, platform.adminToken);
      await page.clock.install();
      const timersStarted = page.waitForRequest((request) => request.url().endsWith('/web-api/session/check'));
      await watchFirstLiveGame(page, platform.url);
      await timersStarted;
      await expect.poll(() => isPlaying(page)).toBe(true);
      const logout = page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true });

      await page.clock.fastForward('05:00');
      await expect(logout).toBeVisible();
      const check = await page.request.get(`${platform.url}/web-api/session/check`);
      expect(((await check.json()) as { user_id: number | null }).user_id).not.toBeNull();

      await zone(page).getByRole('button', { name: 'Pause the video' }).click();
      await expect(zone(page).getByRole('button', { name: 'Play the video' })).toBeVisible();
      await page.clock.fastForward('02:30');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
    } finally {
      await platform.stop();
    }
  });
});
