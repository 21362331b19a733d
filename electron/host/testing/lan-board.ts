/**
 * The TV's board on the laptop of the simulated LAN, for network.lan.test.ts and by hand: it
 * watches the room the way the board page does, over loopback inside the host's namespace.
 *
 *   scripts/lan-sim host node --import tsx electron/host/testing/lan-board.ts --port 4747
 *
 * Opens `ws://127.0.0.1:<port>/ws`, says hello as the board, and for the welcome and every room message whose
 * join URL differs from the last one prints `room {"joinUrl":...}`, then fetches `/qr.svg` (what
 * the TV shows) and prints `qr {"svg":...}`. With `--host-token=T` it also opens the host
 * controls and prints `hostState {"mdnsName":...,"socketTrouble":[...]}` for each hostState. Runs until stopped; a
 * closed socket or any failure goes to stderr with exit code 1.
 */
import { parseArgs } from 'node:util';
import { WsClient } from './ws-client.ts';

// The token is random base64url and may begin with "-": its callers pass `--host-token=TOKEN`, one
// word, since parseArgs refuses a separate value that looks like an option (one run in 64 failed so).
const { values } = parseArgs({ options: { port: { type: 'string' }, 'host-token': { type: 'string' } } });
if (values.port === undefined || !/^\d+$/.test(values.port)) {
  process.stderr.write('lan-board: --port N is required\n');
  process.exit(2);
}

const origin = `127.0.0.1:${values.port}`;
const print = (label: string, value: unknown) => process.stdout.write(`${label} ${JSON.stringify(value)}\n`);

async function main(): Promise<void> {
  // On this machine, as the board is: plain JSON, which the host takes from loopback.
  const client = new WsClient(`ws://${origin}/ws`);
  await client.ready();
  let last: string | null = null;
  // One QR fetch at a time, in the order the room changed.
  let queue = Promise.resolve();
  client.onMessage((message) => {
    if ((message.type !== 'room' && message.type !== 'welcome') || message.room.joinUrl === last) return;
    const joinUrl = message.room.joinUrl;
    last = joinUrl;
    queue = queue.then(async () => {
      print('room', { joinUrl });
      const svg = await (await fetch(`http://${origin}/qr.svg`, { signal: AbortSignal.timeout(5000) })).text();
      print('qr', { svg });
    });
    queue.catch((error: unknown) => fail(error));
  });
  await client.request({ type: 'hello', board: true }, 'welcome');
  const hostToken = values['host-token'];
  if (hostToken !== undefined) {
    const controls = new WsClient(`ws://${origin}/ws`);
    await controls.ready();
    controls.onMessage((message) => {
      if (message.type === 'hostState') print('hostState', { mdnsName: message.mdnsName, socketTrouble: message.socketTrouble ?? [] });
    });
    await controls.request({ type: 'hello', hostToken }, 'welcome');
  }
  await new Promise((resolve) => client.socket.once('close', resolve));
  throw new Error(`the socket closed (${JSON.stringify(client.closed)})`);
}

function fail(error: unknown): never {
  process.stderr.write(`lan-board: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

main().catch(fail);
