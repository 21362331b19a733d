import { describe, expect, it } from 'vitest';
import { errorDigest, rendererLines } from './digest-reporter.ts';
import { countRenderersUnder, renderersUnder } from './renderers.ts';

describe('the failure digest printed at the end of a browser run', () => {
  it('keeps the first lines of each error, without colour codes or blank lines', () => {
    const message = '\u001b[31mError: expect(locator).toHaveAttribute\u001b[39m\n\nLocator: getByTestId(\'seat-0\')\nExpected: "false"';
    expect(errorDigest({ errors: [{ message }] })).toBe(
      ['      Error: expect(locator).toHaveAttribute', "      Locator: getByTestId('seat-0')", '      Expected: "false"'].join('\n'),
    );
  });

  it('says where each error was thrown: the file, the line and that line of the test', () => {
    const snippet = '  138 |   // a comment\n\u001b[31m> 140 |   expect(roles.some((r) => r.endsWith(\'left\'))).toBe(true);\u001b[39m\n      |   ^';
    const digest = errorDigest({ errors: [{ message: 'Error: expected true', location: { file: `${process.cwd()}/e2e/glance.e2e.ts`, line: 140, column: 73 }, snippet }] });
    expect(digest.split('\n')).toEqual(['      Error: expected true', "      at e2e/glance.e2e.ts:140: expect(roles.some((r) => r.endsWith('left'))).toBe(true);"]);
  });

  it('says how many lines it left out of a long error', () => {
    const message = Array.from({ length: 20 }, (_, i) => `line ${i + 1}`).join('\n');
    const digest = errorDigest({ errors: [{ message }] }, 3).split('\n');
    expect(digest).toEqual(['      line 1', '      line 2', '      line 3', '      … (17 more lines)']);
  });

  it('joins the errors of a test that failed more than once, and reads a thrown value', () => {
    expect(errorDigest({ errors: [{ message: 'first' }, { value: 'a thrown string' }] })).toBe('      first\n      a thrown string');
  });
});

describe('the renderers alive at once, at the end of a browser run', () => {
  const at = new Date('2026-12-01T10:00:05Z');

  it('says the peak and what ran then, within the limit', () => {
    expect(rendererLines({ count: 18, at, running: ['glance', 'thumb'] }, 30)).toEqual([
      'Chromium renderers alive at once: at most 18 (limit 30; 10:00:05 UTC, during: glance; thumb).',
    ]);
  });

  it('says what to fix past the limit', () => {
    const lines = rendererLines({ count: 31, at, running: ['night'] }, 30);
    expect(lines[0]).toBe('Too many Chromium renderers alive at once: 31, over the limit of 30 (10:00:05 UTC, during: night).');
    expect(lines[1]).toMatch(/close every context a test opens/);
  });

  it('says so when it could not measure', () => {
    expect(rendererLines(null)).toEqual(['Chromium renderers alive at once: not measured (no /proc on this system).']);
  });

  it('counts only the renderers under the run, through any chain of parents', () => {
    const procs = [
      { pid: 10, ppid: 1, renderer: false }, // the test runner
      { pid: 11, ppid: 10, renderer: false }, // a worker
      { pid: 12, ppid: 11, renderer: false }, // its browser
      { pid: 13, ppid: 12, renderer: false }, // the zygote
      { pid: 14, ppid: 13, renderer: true },
      { pid: 15, ppid: 13, renderer: true },
      { pid: 16, ppid: 12, renderer: false }, // the GPU process
      { pid: 20, ppid: 1, renderer: false }, // someone else's browser
      { pid: 21, ppid: 20, renderer: true },
    ];
    expect(countRenderersUnder(procs, 10)).toBe(2);
    expect(countRenderersUnder(procs, 20)).toBe(1);
  });

  it('reads this machine\u2019s processes from /proc where there is one (no renderer under this test)', () => {
    expect(renderersUnder()).toBe(process.platform === 'linux' ? 0 : null);
  });
});
