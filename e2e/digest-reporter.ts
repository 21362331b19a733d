import { relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { SLOWEST, slowestLines } from '../scripts/slowest.ts';
import { RENDERER_LIMIT, renderersUnder } from './renderers.ts';

/*
 * The last lines of a CI log are often all that is read of it, and the list reporter ends with a
 * failed test's attachments (a screenshot per page, up to sixty for a table of phones), after
 * its error. This reporter prints, after everything else: the ten slowest tests, the most
 * Chromium renderers alive at once (sampled every second; past RENDERER_LIMIT the run fails, since
 * pages left open starve every later test), and one short paragraph per failed test: its name,
 * how long it ran, and the first lines of its error, so the tail says why. A test that failed and
 * then passed when run again (CI retries once) is listed too, as flaky: it passed, but its first
 * failure is a fault to fix, not to forget.
 */

const ERROR_LINES = 12;
const SAMPLE_MS = 1000;
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

interface Failure {
  test: TestCase;
  title: string;
  /** Which run of the test failed (0: the first; CI runs a failed test once more). */
  retry: number;
  status: TestResult['status'];
  seconds: number;
  error: string;
}

/**
 * The first lines of a result's errors, then where each was thrown: the file and line, and that
 * line of the test (`>` in the error's code frame), since a bare "expected true" says nothing alone.
 */
export function errorDigest(result: Pick<TestResult, 'errors'>, lines = ERROR_LINES): string {
  const text = result.errors
    .map((error) => (error.message ?? error.value ?? '').replace(ANSI, ''))
    .join('\n')
    .split('\n')
    .filter((line) => line.trim() !== '');
  const kept = text.slice(0, lines);
  if (text.length > lines) kept.push(`… (${text.length - lines} more lines)`);
  for (const error of result.errors) {
    if (error.location === undefined) continue;
    const code = (error.snippet ?? '').replace(ANSI, '').split('\n').find((line) => line.trimStart().startsWith('>'));
    const where = `at ${relative(process.cwd(), error.location.file)}:${error.location.line}`;
    kept.push(code === undefined ? where : `${where}: ${code.replace(/^\s*>\s*\d+\s*\|\s?/, '').trim()}`);
  }
  return kept.map((line) => `      ${line}`).join('\n');
}

/** A test's name as the list reporter gives it: project, file, title. */
const titleOf = (test: TestCase) => test.titlePath().filter(Boolean).join(' › ');

/** The peak of renderers alive, and which tests were running then. */
export interface RendererPeak {
  count: number;
  at: Date;
  running: string[];
}

/** The lines saying how many renderers were alive at most, and whether that was too many. */
export function rendererLines(peak: RendererPeak | null, limit = RENDERER_LIMIT): string[] {
  if (peak === null) return ['Chromium renderers alive at once: not measured (no /proc on this system).'];
  const when = `${peak.at.toISOString().slice(11, 19)} UTC, during: ${peak.running.join('; ') || 'no test'}`;
  if (peak.count <= limit) return [`Chromium renderers alive at once: at most ${peak.count} (limit ${limit}; ${when}).`];
  return [
    `Too many Chromium renderers alive at once: ${peak.count}, over the limit of ${limit} (${when}).`,
    '  Pages left open go on rendering beside every later test: close every context a test opens (Table.newContext closes its own at stop).',
  ];
}

export default class DigestReporter implements Reporter {
  private readonly failures: Failure[] = [];
  private readonly times = new Map<string, { title: string; ms: number }>();
  private readonly running = new Set<TestCase>();
  private peak: RendererPeak | null = null;
  private measured = true;
  private sampler: NodeJS.Timeout | undefined;

  onBegin(): void {
    this.sample();
    this.sampler = setInterval(() => this.sample(), SAMPLE_MS);
    this.sampler.unref();
  }

  onTestBegin(test: TestCase): void {
    this.running.add(test);
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.running.delete(test);
    const title = titleOf(test);
    const time = this.times.get(test.id) ?? { title, ms: 0 };
    time.ms += result.duration;
    this.times.set(test.id, time);
    // A test marked as failing (`test.fail()`) that failed went as it should.
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    this.failures.push({
      test,
      retry: result.retry,
      title,
      status: result.status,
      seconds: Math.round(result.duration / 1000),
      error: errorDigest(result),
    });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    clearInterval(this.sampler);
    this.sample();
    const out: string[] = ['', ...slowestLines(`The ${Math.min(this.times.size, SLOWEST)} slowest browser tests (a test run again: its runs added up):`, [...this.times.values()])];
    const peak = this.measured ? this.peak : null;
    out.push('', ...rendererLines(peak));
    const tooMany = peak !== null && peak.count > RENDERER_LIMIT;
    const section = (heading: string, failures: Failure[]) => {
      if (failures.length === 0) return;
      out.push('', heading);
      for (const f of failures) out.push(`  ✘ ${f.title} — ${f.status} after ${f.seconds} s${f.retry > 0 ? ` (run ${f.retry + 1})` : ''}`, f.error);
    };
    section(`Why browser tests did not pass (run ${result.status}):`, this.failures.filter((f) => f.test.outcome() !== 'flaky'));
    section('Flaky: failed, then passed when run again (fix the first failure):', this.failures.filter((f) => f.test.outcome() === 'flaky'));
    process.stdout.write(`${out.join('\n')}\n`);
    return tooMany && result.status === 'passed' ? { status: 'failed' } : undefined;
  }

  printsToStdio(): boolean {
    return true;
  }

  private sample(): void {
    const count = renderersUnder();
    if (count === null) {
      this.measured = false;
      return;
    }
    if (this.peak === null || count > this.peak.count) this.peak = { count, at: new Date(), running: [...this.running].map(titleOf) };
  }
}
