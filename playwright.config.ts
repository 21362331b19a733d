import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { fontSetups } from './e2e/font-setups.ts';
import { launchOptions } from './e2e/launch.ts';

/** The test of what Hangul looks like, run again on two chosen font setups (e2e/font-setups.ts). */
const HANGUL_TEST = /Hangul on a board/;

/**
 * Tests that need the machine to themselves, run alone (e2e/alone.ts), last: those that measure
 * time between two screens (a cover lifting no earlier than the TV's reveal ends, a silence noticed
 * within 10 s), where a CPU shared with another test's browsers makes a page late and the test fail
 * for no fault of the app. (The one-thumb games ran alone too while every test's pages stayed open
 * in the worker's browser; now that a table closes its pages, they take 1.5-1.9 min beside another
 * test, against 1.1-1.6 alone.)
 */
const ALONE = ['**/tv-first.e2e.ts', '**/offline.e2e.ts'];

/**
 * The tests that play whole games, a minute or two each on a shared two-core machine: handed out
 * first. Playwright hands tests to free workers in the order of the projects, then of their files
 * (alphabetical), and the longest files (one-thumb, tips, Turncoat's game) came last: the run ended
 * on two or three long tests with the other workers idle. Now the short tests fill that end.
 */
const WHOLE_GAMES = ['demo', 'glance', 'mole-game', 'night', 'overflow', 'snitch-game', 'thumb', 'tips', 'turncoat-game'].map((name) => `**/${name}.e2e.ts`);

/**
 * The other tests three at a time (HIDEOUT_E2E_WORKERS to change it): a test alternates its
 * pages' work with waits on the board's reveals and the host, so a third test fills the gaps two
 * leave on two cores (on the same machine, a full run took 8.4 min three at a time against 9.6
 * two at a time). Three tests of up to nine pages stay within the renderer limit
 * (e2e/renderers.ts: a renderer a page), which the run's digest checks.
 */
const WORKERS = Number(process.env.HIDEOUT_E2E_WORKERS ?? 3);

export default defineConfig<{ alone: boolean; revealPace: number }>({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Each test runs a real host and up to nine browser contexts; a long file's tests are spread
  // over the workers like any others.
  workers: WORKERS,
  fullyParallel: true,
  // Time limits are upper bounds, not expectations: with three tests sharing a two-core machine a
  // test takes up to twice as long as alone. The long tests set their own, in the same spirit.
  timeout: 300_000,
  expect: { timeout: 15_000 },
  // On CI a failed test runs once more: nine browser pages on a shared two-core machine now and
  // then miss a real-time window for no fault of the app. A test that fails twice fails the run;
  // one that passes the second time is listed as flaky at the end of the log, with its first
  // error (e2e/digest-reporter.ts), to be fixed rather than forgotten.
  retries: process.env.CI ? 1 : 0,
  // Each test as it ends, then why each failed one did not pass, last, where a log's tail is read.
  reporter: [['list'], ['./e2e/digest-reporter.ts']],
  outputDir: 'test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  use: {
    // A control that never becomes clickable fails the step, instead of hanging the whole test.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
    // No trace: recording one costs every page a DOM snapshot per step (a third of the browser
    // run's time when every test kept one), so a test run again with one took several times as
    // long as its first run and ran out of time (the Snitch glance test: 72 s, then 518 s and a
    // timeout). What a failure needs is in the log (the digest) and the screenshots.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    // The whole games first, then the other tests, on this machine's own fonts, three at a time;
    // then the tests that run alone, one at a time, at a game night's reveal pace (they time the
    // phones against the TV). Last, since each waits for the tests under way to end and none
    // starts beside it: first, they waited for whole games.
    { name: 'games', testMatch: WHOLE_GAMES },
    { name: 'chromium', testIgnore: [...ALONE, ...WHOLE_GAMES] },
    { name: 'alone', testMatch: ALONE, workers: 1, use: { alone: true, revealPace: 100 } },
    ...fontSetups(join(import.meta.dirname, 'test-results', 'fontconfig')).map((setup) => ({
      name: `fonts: ${setup.name}`,
      grep: HANGUL_TEST,
      testIgnore: ALONE,
      metadata: { fontSetup: setup },
      use: { launchOptions: { ...launchOptions, env: { ...process.env, ...(setup.fontconfig ? { FONTCONFIG_FILE: setup.fontconfig } : {}) } } },
    })),
  ],
});
