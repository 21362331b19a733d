import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { fontSetups } from './e2e/font-setups.ts';

// Browsers cannot be downloaded on every machine: use the system's Chromium when there is one
// (Debian's /usr/bin/chromium), else Playwright's own if it was installed.
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) => existsSync(path));

const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  // Without the background-networking flags Chromium tries to reach the internet at start.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The test of what Hangul looks like, run again on two chosen font setups (e2e/font-setups.ts). */
const HANGUL_TEST = /Hangul on a board/;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Each test runs a real host and up to eight browser contexts: one at a time on a small machine.
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results/e2e',
  use: {
    // A control that never becomes clickable fails the step, instead of hanging the whole test.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // Every test, on this machine's own fonts.
    { name: 'chromium' },
    ...fontSetups(join(import.meta.dirname, 'test-results', 'fontconfig')).map((setup) => ({
      name: `fonts: ${setup.name}`,
      grep: HANGUL_TEST,
      metadata: { fontSetup: setup },
      use: { launchOptions: { ...launchOptions, env: { ...process.env, ...(setup.fontconfig ? { FONTCONFIG_FILE: setup.fontconfig } : {}) } } },
    })),
  ],
});
