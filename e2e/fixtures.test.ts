import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The fixtures and reporters of the browser tests, run for real: Playwright on e2e/selftest/,
 * whose tests leave a context open, close theirs, and check what the one before left.
 */

const repo = join(import.meta.dirname, '..');

function playwright(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [join(repo, 'node_modules/@playwright/test/cli.js'), 'test', '-c', 'e2e/selftest/playwright.config.ts', ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, CI: '', FORCE_COLOR: '0', ...env },
    timeout: 120_000,
  });
  return { status: run.status, out: `${run.stdout}\n${run.stderr}` };
}

describe('the browser tests\u2019 fixtures and reporter', () => {
  it('close the contexts a test left open and fail that test by its name, the next test starting clean; the log ends with why', () => {
    const { status, out } = playwright([]);
    expect(status, out).toBe(1);
    const why = '"contexts.selftest.ts › a test that forgets to close the context it opened": 1 browser context left open';
    expect(out).toContain(why);
    expect(out).toMatch(/1 failed[\s\S]*3 passed/);
    // The digest, last: the slowest tests, the renderers counted, then the failure and its error.
    const tail = out.slice(out.lastIndexOf('The 4 slowest browser tests'));
    expect(tail).toMatch(/^The 4 slowest browser tests[^\n]*\n( {2}.*\n){4}/);
    expect(tail).toMatch(/Chromium renderers alive at once: at most [1-9]\d* \(limit 30;/);
    expect(tail).toMatch(/Why browser tests did not pass \(run failed\):\n {2}✘ contexts\.selftest\.ts › a test that forgets to close the context it opened — failed after \d+ s\n/);
    expect(tail).toContain(why);
  }, 150_000);

  it('fail a run whose tests all passed when more renderers were alive at once than the limit', () => {
    const { status, out } = playwright(['--grep-invert', 'forgets'], { HIDEOUT_RENDERER_LIMIT: '0' });
    expect(out).toMatch(/3 passed/);
    expect(out).toMatch(/Too many Chromium renderers alive at once: [1-9]\d*, over the limit of 0/);
    expect(status, out).toBe(1);
  }, 150_000);
});
