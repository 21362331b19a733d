import { readdirSync, readFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openBoard, test } from './table.ts';
import { joinByLink } from './mole.ts';
import { playTurn } from './turncoat.ts';

/** Every journal line (accepted action) of the table's games, from its data folder. */
function journalActions(dataDir: string): { actor: number | string; id?: string; action: { type: string } }[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name));
      else if (entry.name.endsWith('.jsonl')) files.push(join(dir, entry.name));
    }
  };
  walk(dataDir);
  // A game being played keeps NUL padding after its last line (electron/host/store.ts): not lines.
  return files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .replace(/\0+/g, '')
      .split('\n')
      .slice(1)
      .filter((l) => l.trim() !== '')
      .map((l) => JSON.parse(l)),
  );
}

/**
 * A stretch of Wi-Fi between one phone and the host, that can go dead: while `silent`, nothing
 * passes either way and nothing is closed (as when a phone walks out of range or the access
 * point drops it), so neither side learns of it but by its own heartbeat. What one side closed
 * meanwhile reaches the other once the link is back. The phone's pages come through it, so its
 * socket's Origin names this port: the header is left out of the upgrade (a client that sends
 * none is let in, as a native app would be).
 */
async function deadZone(hostPort: number) {
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((phone) => {
    const host = connect(hostPort, '127.0.0.1');
    sockets.add(phone).add(host);
    let first = true;
    phone.on('data', (chunk) => {
      if (silent) return;
      if (first) {
        first = false;
        chunk = Buffer.from(chunk.toString('latin1').replace(/\r\nOrigin: [^\r]*/i, ''), 'latin1');
      }
      host.write(chunk);
    });
    host.on('data', (chunk) => {
      if (!silent) phone.write(chunk);
    });
    const end = (other: Socket) => () => (silent ? held.push(() => other.destroy()) : other.destroy());
    phone.on('close', end(host));
    host.on('close', end(phone));
    phone.on('error', () => host.destroy());
    host.on('error', () => phone.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    set silent(value: boolean) {
      silent = value;
      if (!value) for (const close of held.splice(0)) close();
    },
    /** Ends the stretch and every link through it (the phone's page then has none). */
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

/** A state the page saw, with the page's own clock's time of seeing it (ms since the epoch). */
type Seen = { state: string; at: number };

/** What a page is watched for: the phone's decision box and link, or the board's seat 0. */
type Watched = 'phone' | 'seat-0';

/**
 * Records in the page, whenever it changes, what it shows of `what`: each state with the time the
 * page saw it, by its own clock. Times are taken where the change happens, not where the test
 * polls: a busy machine delays the test's look, not the page's record.
 */
async function recordInPage(page: Page, what: Watched): Promise<void> {
  await page.evaluate((what) => {
    const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? 'none';
    // The phone: what the player saw of the decision box and the link, e.g. "sending/offline".
    const read = () =>
      what === 'phone'
        ? `${attribute('[data-testid="sent-waiting"]', 'data-state')}/${attribute('[data-testid="connection-dot"]', 'data-status')}`
        : attribute('[data-testid="seat-0"]', 'data-connected');
    const seen: Seen[] = [];
    (window as unknown as Record<string, Seen[]>)[`seen-${what}`] = seen;
    const look = () => {
      const state = read();
      if (seen.at(-1)?.state !== state) seen.push({ state, at: performance.timeOrigin + performance.now() });
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true });
    look();
  }, what);
}

const recorded = (page: Page, what: Watched): Promise<Seen[]> => page.evaluate((what) => (window as unknown as Record<string, Seen[]>)[`seen-${what}`]!, what);

/** When the page first saw a state `matching` after `since` (by its clock), in ms after `since`. */
async function firstSeen(page: Page, what: Watched, matching: (state: string) => boolean, since: number): Promise<number> {
  const at = (await recorded(page, what)).find((s) => s.at >= since && matching(s.state))?.at;
  if (at === undefined) throw new Error(`${what}: no matching state recorded`);
  return Math.round(at - since);
}

test('a phone that goes silent without closing: away on the board, reconnecting on itself, its queued choice applied once on return', async ({ table }) => {
  test.setTimeout(240_000);
  const board = await openBoard(table);
  await expect(board.getByTestId('board-lobby')).toBeVisible();
  const wifi = await deadZone(table.port);
  const phone = await joinByLink(table, 'Ana', table.joinUrl.replace(`:${table.port}`, `:${wifi.port}`));
  await table.control({ type: 'selectGame', game: 'turncoat' }, { type: 'fillBots', upTo: 3 });
  await phone.getByTestId('lobby-controls').getByTestId('start-button').click();
  await expect(board.getByTestId('phase')).not.toHaveAttribute('data-phase', 'lobby');
  const player = { page: phone, name: 'Ana', seat: 0, identity: 'loyal' as const };

  // Play along (the mission, if this phone leads) until the phone is asked for its card.
  await expect
    .poll(
      async () => {
        if ((await phone.getByTestId('commit-panel').count()) > 0) return true;
        await playTurn(player);
        return false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await expect(phone.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
  expect(journalActions(table.dataDir).filter((a) => a.actor === 0 && a.action.type === 'commit')).toHaveLength(0);
  await recordInPage(phone, 'phone');
  await recordInPage(board, 'seat-0');

  // Wi-Fi gone: no close, no error, the socket just stops carrying anything either way. (The
  // pages run on this machine: their clocks and the test's are the same clock.)
  const silentAt = Date.now();
  wifi.silent = true;
  await phone.context().setOffline(true);
  // The player picks a card and confirms at once, before anything noticed: it waits, "Sending…".
  await phone.locator('[data-testid^="hand-card-"]').first().click();
  await phone.getByTestId('confirm-button').click();
  await expect(phone.getByTestId('sent-waiting')).toHaveAttribute('data-state', 'sending');

  // The phone notices its own silence within 10 s: "reconnecting", not the green dot; the board
  // marks the seat away within 15 s. Timed by the pages' records of the change; the waits here
  // are only for the test to see it, and generous.
  await expect(phone.getByTestId('connection-dot')).not.toHaveAttribute('data-status', 'online', { timeout: 30_000 });
  await expect(phone.getByTestId('offline-banner')).toBeVisible();
  const phoneNoticed = await firstSeen(phone, 'phone', (state) => !state.endsWith('/online'), silentAt);
  expect(phoneNoticed, 'ms from the silence to the phone showing it').toBeLessThan(10_000);
  await expect(board.getByTestId('seat-0')).toHaveAttribute('data-connected', 'false', { timeout: 30_000 });
  const boardNoticed = await firstSeen(board, 'seat-0', (state) => state === 'false', silentAt);
  expect(boardNoticed, 'ms from the silence to the board marking the seat away').toBeLessThan(15_000);
  await expect(phone.getByTestId('sent-waiting')).toHaveAttribute('data-state', 'sending');
  expect(journalActions(table.dataDir).filter((a) => a.actor === 0 && a.action.type === 'commit')).toHaveLength(0);

  // Back: the phone reconnects by itself, the card goes once, and only then "Sent ✓".
  await phone.context().setOffline(false);
  wifi.silent = false;
  await expect(board.getByTestId('seat-0')).toHaveAttribute('data-connected', 'true', { timeout: 15_000 });
  await expect(phone.getByTestId('connection-dot')).toHaveAttribute('data-status', 'online');
  await expect.poll(() => journalActions(table.dataDir).filter((a) => a.actor === 0 && a.action.type === 'commit').length, { timeout: 10_000 }).toBe(1);
  // A moment for any duplicate to arrive (a resend with the same id is answered, not applied).
  await board.waitForTimeout(1_500);
  const commits = journalActions(table.dataDir).filter((a) => a.actor === 0 && a.action.type === 'commit');
  expect(commits).toHaveLength(1);
  const seen = (await recorded(phone, 'phone')).map((s) => s.state);
  // "Sent ✓" never showed while the link was down; the box went from Sending… to Sent (or on to
  // the next screen) only after the link was back.
  const firstSent = seen.findIndex((s) => s.startsWith('sent/'));
  const firstBack = seen.findIndex((s, i) => i > 0 && s.endsWith('/online'));
  expect(seen.filter((s) => s.startsWith('sent/') && !s.endsWith('/online'))).toEqual([]);
  if (firstSent !== -1) expect(firstSent).toBeGreaterThan(firstBack);
  await phone.context().close();
  wifi.close();
  console.log(`silent phone: noticed by itself after ${phoneNoticed} ms, away on the board after ${boardNoticed} ms; states ${seen.join(' → ')}`);
});
