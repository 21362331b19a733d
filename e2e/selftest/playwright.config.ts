import { defineConfig } from '@playwright/test';
import { launchOptions } from '../launch.ts';

/*
 * The browser tests' own fixtures, tested the way they are used: Playwright runs the tests of this
 * folder (one leaves a context open on purpose) with the project's reporters, and
 * e2e/fixtures.test.ts reads what they said. Not
 * part of the browser run itself (playwright.config.ts matches *.e2e.ts only).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.selftest.ts',
  workers: 1,
  timeout: 30_000,
  reporter: [['list'], ['../digest-reporter.ts']],
  outputDir: '../../test-results/e2e-selftest',
  use: { launchOptions },
});
