import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import en from '../../apps/platform/src/dictionaries/data/common/en.json' with { type: 'json' };
import ru from '../../apps/platform/src/dictionaries/data/common/ru.json' with { type: 'json' };

const TEXTS = { ru, en } as const;

// The page's interception does not see what the service worker fetches: without it every request goes through it.
test.use({ serviceWorkers: 'block' });

/** Answers 404 to the requests the pattern matches while `failing` says so; counts them. */
async function failWith404(page: Page, pattern: RegExp): Promise<{ failed: () => number; stop: () => void }> {
  let failed = 0;
  let failing = true;
  await page.route(pattern, async (route) => {
    if (!failing) return route.continue();
    failed += 1;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return { failed: () => failed, stop: () => (failing = false) };
}

for (const lng of ['ru', 'en'] as const) {
  const texts = TEXTS[lng];

  test(`${lng}: a remote whose script fails shows its error, retries, and its odds work once it loads`, async ({
    page,
  }) => {
    const script = await failWith404(page, /\/assets\/remote-betting-[^/]+\.js(\?.*)?$/);
    await page.goto(`/${lng}/line/1-football`);
    const view = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="betting"]') });
    await expect(view).toHaveAttribute('data-view-state', '-1', { timeout: 15_000 });
    const alert = view.getByRole('alert');
    // The error is shown at the first failure, while the automatic retries go on.
    await expect(alert).toContainText(texts.main_dictionary_load_error, { timeout: 2000 });
    await expect(alert.getByRole('button', { name: texts.main_page_refresh_button })).toBeVisible();
    // The server's markup of a remote that did not start is shown as unavailable, not as working buttons.
    await expect(view.locator('[data-remote-view="betting"]')).toHaveAttribute('inert', '');
    const failedBefore = script.failed();
    expect(failedBefore).toBeGreaterThan(0);

    // The automatic retries ask for the script again rather than repeating the failed import.
    await expect.poll(() => script.failed(), { timeout: 10_000 }).toBeGreaterThan(failedBefore);
    script.stop();
    await expect(view).toHaveAttribute('data-view-state', '2', { timeout: 15_000 });
    await expect(alert).toBeHidden();
    const odd = page.locator('main button[data-selection-id]:not([disabled])').first();
    await odd.click();
    await expect(odd).toHaveAttribute('aria-pressed', 'true');
  });

  test(`${lng}: a remote view whose data fails on navigation shows its error and the refresh button loads it`, async ({
    page,
  }) => {
    await page.goto(`/${lng}/information/contacts`);
    const info = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="info"]') });
    await expect(info).toHaveAttribute('data-view-state', '2');
    const data = await failWith404(page, /\/remote-views\/results\//);
    await page.locator(`a[href="/${lng}/results"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lng}/results$`));
    const view = page.locator('[data-view-state]').filter({ has: page.locator('[data-remote-view="results"]') });
    await expect(view).toHaveAttribute('data-view-state', '-1');
    const refresh = view.getByRole('button', { name: texts.main_page_refresh_button });
    // The error is shown at the first failure, while the automatic retries go on.
    await expect(refresh).toBeVisible({ timeout: 3000 });
    await expect(view.getByRole('alert')).toContainText(texts.main_dictionary_load_error);
    data.stop();
    await refresh.click();
    await expect(view).toHaveAttribute('data-view-state', '2');
    await expect(view.locator('[data-remote-view="results"] h1')).toBeVisible();
    expect(data.failed()).toBeGreaterThan(0);
  });
}
