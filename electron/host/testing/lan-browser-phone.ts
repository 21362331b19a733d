/**
 * A phone's browser on the simulated LAN behind a proxy that refuses WebSockets, for
 * socket-trouble.lan.test.ts and by hand:
 *
 *   scripts/lan-sim phone node --import tsx electron/host/testing/lan-browser-phone.ts --url 'http://10.213.0.1:4747/#k=…'
 *
 * Some guest Wi-Fis, hotel and office networks send the web through a proxy that passes pages but
 * no upgrades. This is one, in the phone's namespace: Chromium is told to use it for everything,
 * it forwards each page request to the host and refuses every tunnel (CONNECT, which is how a
 * browser takes a WebSocket through a proxy) with 403. So the page and its scripts arrive, the
 * host sees the real Origin, and the socket never opens: the phone must say so by itself.
 *
 * Opens the URL at a phone's size and waits for the phone's socket-trouble message; prints
 * `trouble {"ms":…,"kind":…,"text":…,"refused":…,"forwarded":…}` (ms from opening the page) and
 * exits 0. Any failure, or no message within `--timeout` ms, goes to stderr with exit code 1.
 * Refuses to run outside the simulated LAN unless given `--any-network`, as lan-phone.ts does.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumBasics } from '../../../e2e/launch.ts';
import { refuseOutsideLanSim } from './inside-lan-sim.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    timeout: { type: 'string', default: '20000' },
    'any-network': { type: 'boolean', default: false },
  },
});
if (values.url === undefined) {
  process.stderr.write('lan-browser-phone: --url is required\n');
  process.exit(2);
}
refuseOutsideLanSim('lan-browser-phone', values['any-network']);

/** The proxy: page requests (absolute URLs, as browsers send a proxy) forwarded; tunnels refused. */
function refusingProxy() {
  const counts = { refused: 0, forwarded: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const target = new URL(req.url ?? '/');
    counts.forwarded++;
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: target.pathname + target.search, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('connect', (_req, socket: Socket) => {
    counts.refused++;
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  // A plain upgrade sent to the proxy (not how Chromium does it, but some clients do) is refused too.
  server.on('upgrade', (_req, socket: Socket) => {
    counts.refused++;
    socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\n\r\n');
  });
  return {
    counts,
    listening: new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port))),
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

async function main(url: string, timeoutMs: number): Promise<void> {
  const proxy = refusingProxy();
  const port = await proxy.listening;
  const browser = await chromium.launch({
    ...chromiumBasics,
    // Everything through the proxy, this namespace's loopback included (an empty bypass list).
    proxy: { server: `http://127.0.0.1:${port}`, bypass: '<-loopback>' },
  });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const opened = Date.now();
    await page.goto(url);
    const trouble = page.getByTestId('socket-trouble');
    await trouble.waitFor({ state: 'visible', timeout: timeoutMs });
    const ms = Date.now() - opened;
    const kind = await trouble.getAttribute('data-kind');
    const text = (await trouble.innerText()).replace(/\s+/g, ' ').trim();
    process.stdout.write(`trouble ${JSON.stringify({ ms, kind, text, ...proxy.counts })}\n`);
  } finally {
    // What was measured is out; a browser slow to close on a loaded machine is said, not failed
    // (closing the browser closes its context too).
    await browser.close().catch((error: unknown) => process.stderr.write(`lan-browser-phone: closing the browser: ${String(error)}\n`));
    proxy.close();
  }
}

main(values.url, Number(values.timeout)).catch((error: unknown) => {
  process.stderr.write(`lan-browser-phone: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
