import { expect, test } from '@playwright/test';
import { createPlayer } from '../support/admin';
import { waitForViews } from '../support/axe';
import { expectVisibleFocus, tabUntil } from '../support/keyboard';

const baseUrl = () => process.env.BETFRONT_URL ?? '';
const adminToken = () => process.env.BETFRONT_ADMIN_TOKEN ?? '';

const OFFERED_ODDS = 'main button[data-selection-id][aria-pressed="false"]:not([disabled])';

test('a player bets on a phone with the keyboard alone, seeing where the focus is at every step', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addCookies([await createPlayer(request, baseUrl(), adminToken(), { balance: '1000.00' })]);
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/en/line/1-football`);
  await waitForViews(page);
  await expect(page.locator(OFFERED_ODDS).first()).toBeVisible();

  await tabUntil(page, OFFERED_ODDS);
  await expectVisibleFocus(page);
  const selectionId = await page.locator(':focus').getAttribute('data-selection-id');
  await page.keyboard.press('Enter');
  await expect(page.locator(`main button[data-selection-id="${selectionId}"]`)).toHaveAttribute('aria-pressed', 'true');
  await expectVisibleFocus(page);

  const bar = page.getByRole('button', { name: 'Open the coupon: 1 selections' });
  await tabUntil(page, 'button[aria-label^="Open the coupon"]');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Coupon' });
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(':focus')).toHaveCount(1);
  await expectVisibleFocus(page);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(bar).toBeFocused();
  await expectVisibleFocus(page);

  await page.keyboard.press('Enter');
  await expect(sheet).toBeVisible();
  await expect(sheet.locator(`[data-coupon-bet-id="${selectionId}"]`)).toBeVisible();
  const stake = sheet.getByRole('textbox', { name: 'Amount, RUB' });
  await tabUntil(page, 'dialog input[inputmode="decimal"]');
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('120');
  await expect(stake).toHaveValue('120');

  await tabUntil(page, 'dialog button:not([disabled])', 'Place a bet');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const accepted = sheet.getByRole('status').filter({ hasText: 'Bet accepted' });
  await expect(accepted).toBeVisible({ timeout: 20_000 });
  await expect(accepted).toContainText('120.00');
  await expect(sheet.locator(':focus')).toHaveCount(1);

  await tabUntil(page, 'dialog a[href="/en/user/opened-bets"]');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/user\/opened-bets$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('120.00');
  await expectVisibleFocus(page);
  await page.screenshot({ path: test.info().outputPath('opened-bets-after-keyboard-390.png') });
  await context.close();
});
