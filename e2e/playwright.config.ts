import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './tests',
  // A journey of several pages and a platform started for a file outlast 30 s on a loaded, shared machine; each
  // step still waits at most `expect.timeout`.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // CI runs on a shared, noisy machine: a test that fails once and then passes is reported as flaky, not hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.BETFRONT_URL,
    // A price's flash runs on every live update of every open page: under the tests' software rendering it kept an
    // idle home page at about 15 % of a core, against 2.5 % without it. The tests of motion ask for it themselves.
    reducedMotion: 'reduce',
    // Every visitor of the tests has answered the cookie question already; cookie-consent.spec asks it.
    storageState: {
      cookies: [
        {
          name: 'cookies_agree_type',
          value: '4',
          domain: '127.0.0.1',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
