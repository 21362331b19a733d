import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_ADDRESS, lanForSuite, simulatedLan } from './testing/lan-sim.ts';

// A phone on the simulated LAN that gets the table's page but never its socket: its browser goes
// through a proxy that forwards pages and refuses every WebSocket tunnel (testing/lan-browser-phone.ts),
// as guest Wi-Fis and office proxies do. The host runs in lan-sim's host namespace, the phone's
// Chromium and its proxy in the phone's; this process only reads what they print.

const lan = simulatedLan('hst', 'socket-trouble.lan.test.ts');
const { prefix, skip } = lan;
/** The promise to the player: a clear message, not a spinner, within 15 s of opening the page. */
const TELLS_WITHIN_MS = 15_000;

const parsed = <T,>(label: string) => (line: string) => JSON.parse(line.slice(label.length + 1)) as T;

interface Trouble {
  ms: number;
  kind: string;
  text: string;
  refused: number;
  forwarded: number;
}

describe.skipIf(skip)(`a phone that cannot hold the socket (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hideout-socket-trouble-lan-'));
  const start = lanForSuite(lan, () => rmSync(dataDir, { recursive: true, force: true }));

  it('behind a proxy that refuses upgrades, the phone says what is wrong and what to try within 15 s, and the host controls list it by the phone’s address', { timeout: 60_000 }, async () => {
    const host = start('host', 'electron/host/serve.ts', ['--port', '0', '--data-dir', dataDir, '--bot-delay', '0']);
    const ready = parsed<{ port: number; qrUrl: string; hostUrl: string }>('READY')(await host.line((l) => l.startsWith('READY '), 'READY line from the host', 15_000));
    expect(new URL(ready.qrUrl).hostname).toBe(HOST_ADDRESS);
    const hostToken = /#host=([^&]+)/.exec(ready.hostUrl)![1]!;
    const controls = start('host', 'electron/host/testing/lan-board.ts', ['--port', String(ready.port), `--host-token=${hostToken}`]);
    await controls.line((l) => l.startsWith('hostState '), 'the host controls connected');

    const phone = start('phone', 'electron/host/testing/lan-browser-phone.ts', ['--url', ready.qrUrl, '--timeout', String(TELLS_WITHIN_MS)]);
    const trouble = parsed<Trouble>('trouble')(await phone.line((l) => l.startsWith('trouble '), 'the phone’s socket-trouble message', TELLS_WITHIN_MS + 20_000));
    expect(await phone.exitCode(10_000)).toBe(0);
    console.log(`socket trouble shown ${trouble.ms} ms after the page was opened (${trouble.refused} tunnels refused, ${trouble.forwarded} requests forwarded)`);
    // The page came through the proxy; every try at a socket was refused there, and more than once.
    expect(trouble.forwarded).toBeGreaterThan(0);
    expect(trouble.refused).toBeGreaterThan(1);
    expect(trouble.ms).toBeLessThan(TELLS_WITHIN_MS);
    expect(trouble.kind).toBe('cannot-open');
    // What to try, in the phone's words (English: the browser's default language).
    expect(trouble.text).toContain('VPN');

    // The host heard of it over plain HTTP, from the phone's own address on the LAN.
    const listed = await controls.line(
      (l) => l.startsWith('hostState ') && parsed<{ socketTrouble: unknown[] }>('hostState')(l).socketTrouble.length > 0,
      'the phone in the host controls’ list',
      10_000,
    );
    const [report] = parsed<{ socketTrouble: { address: string; what: string; attempts: number }[] }>('hostState')(listed).socketTrouble;
    expect(report).toMatchObject({ what: 'cannot-open' });
    expect(report!.address).toMatch(/^(::ffff:)?10\.213\.0\.\d+$/);
    expect(report!.address).not.toContain(HOST_ADDRESS);
    expect(report!.attempts).toBeGreaterThan(1);

    host.child.kill('SIGTERM');
    expect(await host.exitCode(8000)).toBe(0);
  });
});
