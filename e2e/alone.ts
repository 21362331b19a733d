import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The browser tests run three at a time (playwright.config.ts), but a test that measures time
 * between two screens (a phone's cover lifting no earlier than the TV's reveal ends) must have
 * the machine to itself: a CPU shared with another test's eight browsers makes a page late, and
 * the test fail for no fault of the app. Such a test runs alone: it waits for the tests running
 * in other workers to end, and none starts until it is done. The gate is a folder that every
 * worker sees: `alone/` while a test runs alone, and one `running-<pid>` file per test under way
 * in another worker. `mkdir` is atomic, so two tests that want to run alone take turns.
 */

const GATE = join(import.meta.dirname, '..', 'test-results', 'e2e-gate');
const ALONE = join(GATE, 'alone');
const POLL_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the process is still there (a worker that crashed left its file behind). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The other workers' tests under way (not this process's, not a dead process's). */
function othersRunning(): number {
  let count = 0;
  for (const name of readdirSync(GATE)) {
    const pid = Number(name.match(/^running-(\d+)$/)?.[1]);
    if (!pid || pid === process.pid) continue;
    if (alive(pid)) count++;
    else rmSync(join(GATE, name), { force: true });
  }
  return count;
}

/** An alone folder whose owner is gone (its worker crashed) is taken back. */
function clearStaleAlone(): void {
  try {
    const owner = Number(readdirSync(ALONE).find((n) => /^\d+$/.test(n)));
    if (owner && !alive(owner)) rmSync(ALONE, { recursive: true, force: true });
  } catch {
    // No alone folder: nothing to take back.
  }
}

/** Waits until this test may run (alone, or beside other tests that do not need to be), and holds its place. */
export async function enterGate(alone: boolean): Promise<() => void> {
  mkdirSync(GATE, { recursive: true });
  if (alone) {
    for (;;) {
      try {
        mkdirSync(ALONE);
        writeFileSync(join(ALONE, String(process.pid)), '');
        break;
      } catch {
        clearStaleAlone();
        await sleep(POLL_MS);
      }
    }
    // New tests now wait; the ones under way end first.
    while (othersRunning() > 0) await sleep(POLL_MS);
    return () => rmSync(ALONE, { recursive: true, force: true });
  }
  const mine = join(GATE, `running-${process.pid}`);
  for (;;) {
    while (existsSync(ALONE)) {
      clearStaleAlone();
      await sleep(POLL_MS);
    }
    writeFileSync(mine, '');
    // A test that took the gate between the look and the file goes first.
    if (!existsSync(ALONE)) break;
    rmSync(mine, { force: true });
  }
  return () => rmSync(mine, { force: true });
}

/** Forgets what an earlier run left in the gate (called once per run, before any worker starts). */
export function resetGate(): void {
  rmSync(GATE, { recursive: true, force: true });
  mkdirSync(GATE, { recursive: true });
}
