import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../shared/protocol/codes.ts';
import { enterGate } from './alone.ts';
import { brokenWords } from './word-breaks.ts';

const repo = join(import.meta.dirname, '..');
/** Screenshots kept as artifacts of the run. */
export const ARTIFACTS = join(repo, 'test-results', 'e2e-artifacts');

export interface Table {
  port: number;
  origin: string;
  joinUrl: string;
  /** What the QR code says: the join URL with the host key after `#k=`. */
  qrUrl: string;
  boardUrl: string;
  hostUrl: string;
  room: string;
  dataDir: string;
  /** Every request a page tried to send off this machine (must stay empty). */
  offLoopback: string[];
  /**
   * Every error a page of this table threw and nothing caught (an exception, a rejected promise),
   * with the page it came from: `stop` fails the test on any, so a screen that stopped updating
   * says why in the run's log.
   */
  pageErrors: string[];
  /** A browser context that can reach only this machine, recording any attempt to go further. */
  newContext(options?: Parameters<Browser['newContext']>[0]): Promise<BrowserContext>;
  /** Sends host-control messages over the protocol (set-up steps a test does not exercise). */
  control(...messages: Record<string, unknown>[]): Promise<void>;
  /** Closes every browser context this table opened, then stops the host. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /**
   * Stops the host (SIGTERM) and starts it again on the same port and data folder, as a laptop
   * whose host was closed and opened again: the pages reconnect by themselves. `between` runs
   * while the host is down (a test that edits the data folder, e.g. a journal's header).
   */
  restart(between?: () => void): Promise<void>;
}

/** Whether a page's request is for this machine (http(s) to loopback, or a page's own data). */
export function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
}

/** Starts the built headless host on loopback, mDNS off: nothing leaves this machine. */
export async function startTable(browser: Browser, extraArgs: string[] = []): Promise<Table> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hideout-e2e-'));
  type Ready = { port: number; joinUrl: string; qrUrl: string; boardUrl: string; hostUrl: string; room: string };
  let child: ChildProcess;
  const launch = (port: number) =>
    new Promise<Ready>((resolve, reject) => {
      child = spawn(
        process.execPath,
        ['out/main/serve.js', '--port', String(port), '--no-mdns', '--interface', '127.0.0.1', '--data-dir', dataDir, '--bot-delay', '0', ...extraArgs],
        { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let output = '';
      const timer = setTimeout(() => reject(new Error(`host did not start:\n${output}`)), 30_000);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((l) => l.startsWith('READY '));
        if (line) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice(6)));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
      child.once('exit', (code) => reject(new Error(`host exited (${code}):\n${output}`)));
    });
  const ready = await launch(0);
  /** Ends the host process and waits for it; a host that does not stop within 15 s is killed. */
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill(signal);
    const late = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(late);
    return code;
  };
  const offLoopback: string[] = [];
  const pageErrors: string[] = [];
  const contexts = new Set<BrowserContext>();
  const origin = `http://127.0.0.1:${ready.port}`;
  const hostToken = new URLSearchParams(ready.hostUrl.split('#')[1]).get('host')!;
  return {
    ...ready,
    origin,
    dataDir,
    offLoopback,
    pageErrors,
    async newContext(options) {
      const context = await browser.newContext(options);
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      // Noted, not intercepted: routing every request through the test's process would cost each
      // page its HTTP cache and a round trip per file. What is not for loopback cannot leave
      // anyway: the browser sends it to a proxy that is not there (launchOptions, e2e/launch.ts).
      context.on('request', (request) => {
        if (!isLoopback(request.url())) offLoopback.push(request.url());
      });
      context.on('page', (page) => page.on('pageerror', (error) => pageErrors.push(describePageError(page.url(), error))));
      return context;
    },
    async control(...messages) {
      const socket = new WebSocket(`ws://127.0.0.1:${ready.port}/ws`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const answers: { type: string; code?: string; message?: string }[] = [];
      socket.on('message', (data) => answers.push(JSON.parse(data.toString())));
      // A ping last: the host answers in order, so its pong comes after every other answer.
      const answered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the host did not answer the control messages')), 10_000);
        socket.on('message', (data) => {
          if ((JSON.parse(data.toString()) as { type: string }).type !== 'pong') return;
          clearTimeout(timer);
          resolve();
        });
      });
      for (const message of [{ type: 'hello', hostToken }, ...messages, { type: 'ping' }]) socket.send(JSON.stringify({ v: PROTOCOL_VERSION, ...message }));
      await answered;
      socket.close();
      const error = answers.find((a) => a.type === 'error');
      if (error) throw new Error(`host refused a control message: ${error.code} ${error.message}`);
    },
    async stop(signal = 'SIGTERM') {
      // The browser is the worker's, shared by every test it runs: a page left open would go on
      // reconnecting to a host that is gone, and the worker's later tests would share the CPU
      // with every phone of the earlier ones.
      await Promise.all([...contexts].map((context) => context.close()));
      // A host that does not stop within 15 s is a failure to report, not a test to hang.
      const code = await end(signal);
      rmSync(dataDir, { recursive: true, force: true });
      // Soft: a test that already failed keeps its own error first, with these beside it.
      expect.soft(pageErrors, `errors thrown in the pages and caught by nothing:\n  ${pageErrors.join('\n  ')}\n`).toEqual([]);
      return code;
    },
    async restart(between) {
      const code = await end('SIGTERM');
      if (code !== 0) throw new Error(`the host did not stop cleanly (${code})`);
      between?.();
      await launch(ready.port);
    },
  };
}

/** An uncaught error of a page, for the run's log: where (the page's path), what, and the first lines of its stack. */
export function describePageError(url: string, error: Error): string {
  const { pathname } = new URL(url, 'http://page.invalid');
  const stack = (error.stack ?? '').split('\n').filter((line) => line.trim().startsWith('at ')).slice(0, 3).map((line) => line.trim());
  return [`${pathname}: ${error.name}: ${error.message}`, ...stack].join('\n    ');
}

/**
 * A phone in portrait: its own browser context (own storage), touch and a phone viewport. `url`:
 * the QR code's by default, as a phone that scans it opens it (with the host key after `#k=`).
 */
export async function openPhone(table: Table, url = table.qrUrl, viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await table.newContext({ viewport, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

export async function openBoard(table: Table): Promise<Page> {
  const context = await table.newContext({ viewport: { width: 1920, height: 1080 } });
  const page = await context.newPage();
  await page.goto(table.boardUrl);
  return page;
}

/**
 * Keeps a picture of the page for the test's artifacts. Every screen kept this way, the TV's and
 * the phones' (not the host controls', which show links and keys), is also looked at for a word
 * broken inside itself (e2e/word-breaks.ts): the pictures are the screens the tests reach.
 */
export async function keepScreenshot(page: Page, name: string, options: { largeText?: boolean } = {}): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
  // At 200 % text a word longer than the whole phone breaks, as the last resort (phone.css).
  if (options.largeText || new URL(page.url()).pathname.startsWith('/host')) return;
  expect(await page.evaluate(brokenWords), `words broken inside themselves on the screen kept as ${name}`).toEqual([]);
}

/**
 * The board's reveals in the browser tests, in percent of their real time (`--reveal-pace`): the
 * host holds the phones for the scaled time and the board plays at the same pace, so every rule of
 * "the TV first" still holds, in 40 % of the wait. The tests that time a phone's cover against the
 * TV's reveal run at the real pace (the `alone` project).
 */
export const TEST_REVEAL_PACE = 40;

/**
 * The browser contexts a test opened and did not close, closed for it: the pages that were in
 * them, for the message that fails the test.
 */
export async function closeLeftOpen(browser: Browser, before: ReadonlySet<BrowserContext>): Promise<string[]> {
  const left = browser.contexts().filter((context) => !before.has(context));
  const pages = left.flatMap((context) => context.pages().map((page) => page.url()));
  await Promise.all(left.map((context) => context.close()));
  return left.length === 0 ? [] : [`${left.length} browser context${left.length === 1 ? '' : 's'} left open`, ...pages];
}

export const test = base.extend<{ table: Table; alone: boolean; revealPace: number; hostArgs: string[]; tips: boolean; gate: void; closesItsContexts: void }>({
  /** This test measures time between screens: it runs with no other test beside it (e2e/alone.ts). */
  alone: [false, { option: true }],
  revealPace: [TEST_REVEAL_PACE, { option: true }],
  /** More of `npm run serve`'s options for this file's hosts (`test.use`), e.g. a turn pace. */
  hostArgs: [[], { option: true }],
  /**
   * "Teach as we play" on, as on a fresh host (`test.use({ tips: true })`). Off by default: the
   * tests that play a game to check something else play it as a table that knows it (`--no-tips`).
   */
  tips: [false, { option: true }],
  // Its own timeout: a test that runs alone may wait for a long one in another worker to end.
  gate: [
    async ({ alone }, use) => {
      const leave = await enterGate(alone);
      await use();
      leave();
    },
    { auto: true, timeout: 20 * 60_000 },
  ],
  // The browser is the worker's, shared by every test it runs: whatever a test opened in it and
  // left open is closed here, whatever the test's outcome, and fails the test that left it, by
  // name. (Set up before, so torn down after, the table and Playwright's own context.)
  closesItsContexts: [
    async ({ browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      await use();
      const left = await closeLeftOpen(browser, before);
      if (left.length > 0) throw new Error(`"${testInfo.titlePath.join(' › ')}": ${left.join('\n  ')}`);
    },
    { auto: true },
  ],
  table: async ({ browser, gate, closesItsContexts, revealPace, hostArgs, tips }, use) => {
    void gate;
    void closesItsContexts;
    const table = await startTable(browser, ['--reveal-pace', String(revealPace), ...(tips ? [] : ['--no-tips']), ...hostArgs]);
    await use(table);
    await table.stop();
    expect(table.offLoopback, 'requests that tried to leave this machine').toEqual([]);
  },
});

export { expect };
