/*
 * The slowest tests of a run, printed as its last lines by both test runners' reporters (Vitest's:
 * scripts/slowest-reporter.ts; Playwright's: e2e/digest-reporter.ts): where the run's time goes
 * is read from the CI log of every run, not guessed from the one that got slow.
 */

export interface Timed {
  /** The test's full name, file included. */
  title: string;
  /** Its running time in milliseconds (every attempt of a test that was run again). */
  ms: number;
}

/** How many of the slowest tests a run prints. */
export const SLOWEST = 10;

/** `0.4 s`, `12.3 s`, `2 min 05 s`: short enough for a log line, exact enough to compare runs. */
export function duration(ms: number): string {
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}

/** The heading and one line per test, slowest first; nothing when no test ran. */
export function slowestLines(heading: string, tests: readonly Timed[], count = SLOWEST): string[] {
  if (tests.length === 0) return [];
  const slowest = [...tests].sort((a, b) => b.ms - a.ms || a.title.localeCompare(b.title)).slice(0, count);
  const width = Math.max(...slowest.map((t) => duration(t.ms).length));
  return [heading, ...slowest.map((t) => `  ${duration(t.ms).padStart(width)}  ${t.title}`)];
}
