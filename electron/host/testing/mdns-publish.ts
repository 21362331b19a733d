/**
 * Advertises a Hideout table over mDNS until SIGTERM or SIGINT, for the simulated-LAN test
 * (mdns.lan.test.ts) and for trying browsers by hand inside lan-sim:
 *
 *   lan-sim host node --import tsx electron/host/testing/mdns-publish.ts --room QXHR --port 47800 --path /
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

// Every non-loopback address must be lan-sim's (10.213.0.0/24, or IPv6 link-local on its veth):
// a command typed without `lan-sim host`/`phone` must not multicast on the real network.
function outsideLanSim(): string[] {
  return Object.entries(os.networkInterfaces()).flatMap(([name, infos]) =>
    (infos ?? [])
      .filter((info) => !info.internal && (info.family === 'IPv4' ? !info.address.startsWith('10.213.0.') : !info.address.toLowerCase().startsWith('fe80:')))
      .map((info) => `${name} ${info.address}`),
  );
}

const outside = outsideLanSim();
if (outside.length > 0 && !values['any-network']) {
  process.stderr.write(`mdns-publish: not inside lan-sim (found ${outside.join(', ')}); run it through "lan-sim host" or pass --any-network\n`);
  process.exit(2);
}

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
