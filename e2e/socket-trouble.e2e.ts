import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { expect, keepScreenshot, test } from './table.ts';
import { PHONE_SIZES } from './thumb.ts';

/**
 * A network between the phone and the host that lets the table's pages through and drops every
 * WebSocket upgrade, as some proxies, firewalls and guest Wi-Fis do: the connection that asks
 * for one is closed before the host hears it. The pages' Origin names this port, so it is left
 * out of what passes (a request without one is taken, as from a native client).
 */
async function noUpgrades(hostPort: number) {
  const sockets = new Set<Socket>();
  let dropped = 0;
  const server = createServer((phone) => {
    sockets.add(phone);
    let host: Socket | null = null;
    phone.on('data', (chunk) => {
      const text = chunk.toString('latin1');
      if (host === null) {
        if (/\r\nupgrade:\s*websocket/i.test(text)) {
          dropped++;
          phone.destroy();
          return;
        }
        host = connect(hostPort, '127.0.0.1');
        sockets.add(host);
        host.on('data', (back) => phone.write(back));
        host.on('close', () => phone.destroy());
        host.on('error', () => phone.destroy());
      }
      host.write(Buffer.from(text.replace(/\r\nOrigin: [^\r]*/gi, ''), 'latin1'));
    });
    phone.on('close', () => host?.destroy());
    phone.on('error', () => host?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    dropped: () => dropped,
    close() {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

test('a phone whose socket upgrades are dropped says what is wrong and what to try within 15 s, and the host controls list it', async ({ table }) => {
  const hostPort = Number(new URL(table.origin).port);
  const proxy = await noUpgrades(hostPort);
  try {
    const controls = await (await table.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await controls.goto(table.hostUrl);
    await expect(controls.getByTestId('join-qr')).toBeVisible();

    const phone = await (await table.newContext({ viewport: PHONE_SIZES[0], hasTouch: true, isMobile: true })).newPage();
    const started = Date.now();
    await phone.goto(table.qrUrl.replace(`:${hostPort}`, `:${proxy.port}`));
    const trouble = phone.getByTestId('socket-trouble');
    await expect(trouble).toBeVisible({ timeout: 15_000 });
    const shownAfter = Date.now() - started;
    console.log(`socket trouble shown ${shownAfter} ms after the page was opened (${proxy.dropped()} upgrades dropped)`);
    expect(shownAfter).toBeLessThan(15_000);
    expect(proxy.dropped()).toBeGreaterThan(1);
    await expect(trouble).toHaveAttribute('data-kind', 'cannot-open');
    await expect(trouble).toContainText('VPN');
    await keepScreenshot(phone, 'phone-socket-trouble');
    // What the host controls hear, over plain HTTP.
    await expect(controls.getByTestId('socket-trouble')).toBeVisible({ timeout: 10_000 });
    await expect(controls.getByTestId('socket-trouble')).toContainText('could not connect');
  } finally {
    proxy.close();
  }
});
