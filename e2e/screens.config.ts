import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/** `npm run screens`: the main screens as pictures, on the platform the browser tests start. */
export default defineConfig({
  ...base,
  testDir: './screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 300_000,
});
