/**
 * A phone on the simulated LAN, for serve.lan.test.ts and by hand: it takes the address and port a
 * phone found (over mDNS or from the QR code) and uses them the way the phone page does.
 *
 *   scripts/lan-sim phone node --import tsx electron/host/testing/lan-phone.ts --address 10.213.0.1 --port 4747 [--name Phone]
 *
 * Fetches `http://<address>:<port>/health` and prints `health {json}`; then opens
 * `ws://<address>:<port>/ws` with the host key from `/key` (another device seals its frames), sends
 * `hello` and `join` (every answer checked against the protocol's schemas) and prints `welcome {json}` and `joined {json}`; closes the socket and exits 0. Any
 * failure goes to stderr with exit code 1. Like mdns-browse.ts, it refuses to run when an
 * interface is outside the simulated LAN, unless given `--any-network`: outside lan-sim's
 * namespace, 10.213.0.1 would be sent to the machine's real network.
 */
import { parseArgs } from 'node:util';
import { refuseOutsideLanSim } from './inside-lan-sim.ts';
import { WsClient } from './ws-client.ts';

const { values } = parseArgs({
  options: {
    address: { type: 'string', default: '10.213.0.1' },
    port: { type: 'string' },
    name: { type: 'string', default: 'Phone' },
    'any-network': { type: 'boolean', default: false },
  },
});

refuseOutsideLanSim('lan-phone', values['any-network']);
if (values.port === undefined || !/^\d+$/.test(values.port)) {
  process.stderr.write('lan-phone: --port N is required\n');
  process.exit(2);
}

const origin = `${values.address}:${values.port}`;
const print = (label: string, value: unknown) => process.stdout.write(`${label} ${JSON.stringify(value)}\n`);
// Nothing here should take more than a second or two on a veth pair; never hang a test run.
setTimeout(() => {
  process.stderr.write('lan-phone: gave up after 10 s\n');
  process.exit(1);
}, 10_000).unref();

async function main(): Promise<void> {
  const response = await fetch(`http://${origin}/health`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`/health answered ${response.status}`);
  print('health', await response.json());

  // Another device: its frames must be sealed, with the key a typed address gets (the page's /key).
  const key = (await (await fetch(`http://${origin}/key`, { signal: AbortSignal.timeout(5000) })).json()) as { key: string };
  const client = new WsClient(`ws://${origin}/ws`, { hostKey: key.key });
  await client.ready();
  print('welcome', await client.request({ type: 'hello' }, 'welcome'));
  print('joined', await client.request({ type: 'join', name: values.name }, 'joined'));
  client.close();
  await client.waitClosed();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`lan-phone: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
