import type { Page } from '@playwright/test';

/*
 * What a page showed, and when, by the page's own clock (every page runs on this machine: one
 * clock): a board's reveal playing, a phone's "Look at the TV" cover. Kept in the page as it
 * happens, so a check of order or timing reads the events' own times, not the moments a busy
 * test happened to look.
 */

export type Log = { at: number; on: boolean }[];
export type Span = { start: number; end: number };

/** Starts a log on the page of when the board plays a reveal, or the phone is covered. */
export async function record(page: Page, what: 'board' | 'phone'): Promise<void> {
  await page.evaluate((what) => {
    const log: { at: number; on: boolean }[] = [];
    (window as unknown as { timelineLog: typeof log }).timelineLog = log;
    const read = () =>
      what === 'board' ? document.documentElement.dataset.reveal === 'playing' : document.querySelector('[data-testid="look-at-tv"]') !== null;
    let last = read();
    log.push({ at: performance.timeOrigin + performance.now(), on: last });
    new MutationObserver(() => {
      const now = read();
      if (now === last) return;
      last = now;
      log.push({ at: performance.timeOrigin + performance.now(), on: now });
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-reveal'], childList: true, subtree: true });
  }, what);
}

export const logOf = (page: Page): Promise<Log> => page.evaluate(() => (window as unknown as { timelineLog: Log }).timelineLog);

/** The spans a log was on: [start, end]; one still on ends at Infinity. */
export function spans(log: Log): Span[] {
  const out: Span[] = [];
  let start: number | null = null;
  for (const { at, on } of log) {
    if (on && start === null) start = at;
    if (!on && start !== null) {
      out.push({ start, end: at });
      start = null;
    }
  }
  if (start !== null) out.push({ start, end: Infinity });
  return out;
}

/** The page's clock now (ms since the epoch, as the logs' times). */
export const pageNow = (page: Page): Promise<number> => page.evaluate(() => performance.timeOrigin + performance.now());

/**
 * Starts noting, in the page, when each selector first matched something (a reveal that came
 * and went between two of the test's looks is still seen). Read with `firstSeen`.
 */
export async function recordSeen(page: Page, selectors: readonly string[]): Promise<void> {
  await page.evaluate((selectors) => {
    const seen: Record<string, number> = {};
    (window as unknown as { timelineSeen: typeof seen }).timelineSeen = seen;
    const look = () => {
      for (const selector of selectors) if (!(selector in seen) && document.querySelector(selector) !== null) seen[selector] = performance.timeOrigin + performance.now();
    };
    new MutationObserver(look).observe(document.documentElement, { attributes: true, childList: true, subtree: true });
    look();
  }, selectors);
}

/** When each recorded selector first matched (page clock), for those that did. */
export const firstSeen = (page: Page): Promise<Record<string, number>> => page.evaluate(() => (window as unknown as { timelineSeen: Record<string, number> }).timelineSeen);
