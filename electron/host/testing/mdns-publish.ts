/**
 * Advertises a Hideout table over mDNS until SIGTERM or SIGINT, for the simulated-LAN test
 * (mdns.lan.test.ts) and for trying browsers by hand inside lan-sim (after `sudo scripts/lan-sim up`):
 *
 *   scripts/lan-sim host node --import tsx electron/host/testing/mdns-publish.ts --room QXHR --port 47800 --path /
 *
 * Prints `ready <join URL>` once the first announcement is out (the URL is built the way the host
 * builds it, from the interface this namespace would pick), and `stopped` after the goodbye
 * packets have been sent on a signal; then exits 0. Refuses to run when an interface is outside
 * the simulated LAN (10.213.0.0/24), so a wrong command cannot multicast on the real network;
 * `--any-network` lifts that on purpose.
 *
 * Run it with `node --import tsx`, not `npx tsx`: npx and the tsx CLI are parent processes that
 * would receive the test's SIGTERM in place of this one.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { refuseOutsideLanSim } from './inside-lan-sim.ts';
import { advertise } from '../mdns.ts';
import { joinUrl, pickInterface } from '../network.ts';

const { values } = parseArgs({
  options: {
    room: { type: 'string', default: 'QXHR' },
    port: { type: 'string', default: '47800' },
    path: { type: 'string', default: '/' },
    name: { type: 'string' },
    'any-network': { type: 'boolean', default: false },
  },
});

refuseOutsideLanSim('mdns-publish', values['any-network']);

const port = Number(values.port);
const chosen = pickInterface(os.networkInterfaces());
const advertisement = advertise({
  ...(values.name !== undefined ? { instanceName: values.name } : {}),
  port,
  room: values.room,
  path: values.path,
  onError: (error) => process.stderr.write(`mdns-publish: ${error.message}\n`),
});

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await advertisement.stop();
  process.stdout.write('stopped\n');
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

try {
  await advertisement.ready;
  process.stdout.write(`ready ${chosen ? joinUrl(chosen.address, port, values.path) : '(no IPv4)'}\n`);
} catch (error) {
  process.stderr.write(`mdns-publish: ${(error as Error).message}\n`);
  await advertisement.stop();
  process.exit(1);
}
