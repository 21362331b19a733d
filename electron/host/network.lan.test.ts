import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FoundService } from './mdns.ts';
import { HOST_ADDRESS, lanForSuite, simulatedLan, type NamespacedProgram } from './testing/lan-sim.ts';
import { decodeSvg, hasZbarimg, NO_ZBAR } from './testing/qr-decode.ts';

// The real headless host (electron/host/serve.ts) while the laptop's network changes under it:
// lan-sim's `addr` gives the host's namespace another address, or none. Everything that touches
// the network runs in lan-sim's namespaces, in child processes, with mDNS on there only; this
// process lives in the machine's real network namespace and only reads what they print.

const lan = simulatedLan('hnw', 'network.lan.test.ts');
const { prefix, hostInterface, skip } = lan;
const MOVED = '10.213.0.7';
// The host reads its interfaces every 2 s; the promise to the people at the table is 10 s.
const FOLLOW_MS = 10_000;
const zbarimg = hasZbarimg();
if (!zbarimg) console.warn(`network.lan.test.ts: skipping the QR decode check (${NO_ZBAR})`);

interface Ready {
  port: number;
  joinUrl: string;
  hostUrl: string;
  room: string;
}

const parsed = <T,>(label: string) => (line: string) => JSON.parse(line.slice(label.length + 1)) as T;

describe.skipIf(skip)(`the host follows its network (lan-sim ${prefix}-host and ${prefix}-phone)`, () => {
  const dirs: string[] = [];
  const start = lanForSuite(lan, () => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const serve = async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hideout-network-lan-'));
    dirs.push(dataDir);
    const host = start('host', 'electron/host/serve.ts', ['--port', '0', '--data-dir', dataDir, '--bot-delay', '0']);
    const ready = parsed<Ready>('READY')(await host.line((l) => l.startsWith('READY '), 'READY line from the host', 15_000));
    return { host, ready };
  };
  /** A phone on the LAN opens the join URL's address: /health, then a seat over the WebSocket. */
  const phoneJoins = async (address: string, port: number) => {
    const phone = start('phone', 'electron/host/testing/lan-phone.ts', ['--address', address, '--port', String(port), '--name', 'Phone']);
    await phone.line((l) => l.startsWith('joined '), 'the phone seated', 10_000);
    expect(await phone.exitCode()).toBe(0);
  };
  const stop = async (host: NamespacedProgram) => {
    host.child.kill('SIGTERM');
    expect(await host.exitCode(8000)).toBe(0);
  };

  it('a new address while the host runs: the board gets the new join URL, /qr.svg encodes it, phones and mDNS find it; the host controls get the .local name', { timeout: 45_000 }, async () => {
    const { host, ready } = await serve();
    expect(ready.joinUrl).toBe(`http://${HOST_ADDRESS}:${ready.port}/`);
    const hostToken = /#host=([^&]+)/.exec(ready.hostUrl)![1]!;
    const board = start('host', 'electron/host/testing/lan-board.ts', ['--port', String(ready.port), `--host-token=${hostToken}`]);
    await board.line((l) => l === `room ${JSON.stringify({ joinUrl: ready.joinUrl })}`, 'the first join URL on the board');

    const movedUrl = `http://${MOVED}:${ready.port}/`;
    const changedAt = Date.now();
    lan.run('addr', MOVED);
    const isMoved = (l: string) => l === `room ${JSON.stringify({ joinUrl: movedUrl })}`;
    await board.line(isMoved, 'the new join URL on the board', FOLLOW_MS);
    expect(Date.now() - changedAt).toBeLessThan(FOLLOW_MS);

    // The terminal says it too: the new QR code, the join line, and a line tools can wait for.
    // lan-sim takes the old address away before it adds the new one, as a network change does.
    const address = parsed<{ joinUrl: string; interfaceName: string; reason: string }>('ADDRESS')(await host.line((l) => l.startsWith('ADDRESS ') && l.includes(movedUrl), 'ADDRESS line'));
    expect(address).toMatchObject({ joinUrl: movedUrl, interfaceName: hostInterface, reason: 'address' });
    expect(host.output).toContain(`Phones join (same Wi-Fi):  ${movedUrl}`);
    // The log is the other pipe, read on its own: it may come in a moment after stdout.
    await expect.poll(() => host.stderr, { timeout: 3000 }).toContain(`the table's address changed (address): phones now join at ${movedUrl}`);

    await phoneJoins(MOVED, ready.port);
    // The advertisement was published again, with the address the laptop has now.
    const browser = start('phone', 'electron/host/testing/mdns-browse.ts', ['--timeout', '2500']);
    const found = JSON.parse(await browser.line((l) => l.startsWith('['), 'browse result')) as FoundService[];
    expect(found.filter((s) => s.room === ready.room).flatMap((s) => s.addresses)).toContain(MOVED);
    // The host controls get the name the table is published under, to show beside the address.
    const state = parsed<{ mdnsName: string | null }>('hostState')(await board.line((l) => l.startsWith('hostState '), 'hostState for the host controls'));
    expect(state.mdnsName).toMatch(/^[^.]+\.local$/);
    expect(found.find((s) => s.room === ready.room)?.host).toBe(state.mdnsName);

    // What the TV shows is what a camera reads: the QR code fetched after the move.
    const movedAt = board.lines.findIndex(isMoved);
    const qrLine = await board.line((l) => l.startsWith('qr ') && board.lines.lastIndexOf(l) > movedAt, 'the QR code after the move');
    // CI installs zbar-tools (.ci/run): there a missing decoder fails rather than skips.
    if (!zbarimg && process.env.CI) throw new Error(`${NO_ZBAR}; CI is set, so this fails instead of skipping`);
    if (zbarimg) expect(decodeSvg(parsed<{ svg: string }>('qr')(qrLine).svg)).toMatch(new RegExp(`^http://${MOVED.replaceAll('.', '\\.')}:${ready.port}/#k=[A-Za-z0-9_-]+$`));
    await stop(host);
  });

  it('a host started with loopback only gets the LAN address when it comes up: a reachable join URL', { timeout: 45_000 }, async () => {
    lan.run('addr', 'none');
    const { host, ready } = await serve();
    expect(ready.joinUrl).toBe(`http://127.0.0.1:${ready.port}/`);

    const lanUrl = `http://${HOST_ADDRESS}:${ready.port}/`;
    const upAt = Date.now();
    lan.run('addr', HOST_ADDRESS);
    const address = parsed<{ joinUrl: string; reason: string }>('ADDRESS')(await host.line((l) => l.startsWith('ADDRESS '), 'ADDRESS line', FOLLOW_MS));
    expect(Date.now() - upAt).toBeLessThan(FOLLOW_MS);
    expect(address).toMatchObject({ joinUrl: lanUrl, reason: 'better' });
    await phoneJoins(HOST_ADDRESS, ready.port);
    await stop(host);
  });
});
