/**
 * Looks for Hideout tables over mDNS, for the simulated-LAN test (mdns.lan.test.ts) and by hand:
 *
 *   scripts/lan-sim phone node --import tsx electron/host/testing/mdns-browse.ts [--timeout 1500]
 *   scripts/lan-sim phone node --import tsx electron/host/testing/mdns-browse.ts --watch
 *
 * By default browses for `--timeout` ms and prints what it found as one JSON array. With
 * `--watch` it prints one JSON object a line (`{"event":"browsing"}` first, then
 * `{"event":"up"|"down","service":{...}}`) until SIGTERM or SIGINT, then exits 0. `--all` lists
 * every `_http._tcp` service, not only Hideout ones. Like mdns-publish.ts, it refuses to run
 * outside the simulated LAN unless given `--any-network`.
 */
import { parseArgs } from 'node:util';
import { refuseOutsideLanSim } from './inside-lan-sim.ts';
import { browse, browseOnce } from '../mdns.ts';

const { values } = parseArgs({
  options: {
    timeout: { type: 'string', default: '1500' },
    watch: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    'any-network': { type: 'boolean', default: false },
  },
});

refuseOutsideLanSim('mdns-browse', values['any-network']);

const onlyHideout = !values.all;
const onError = (error: Error) => process.stderr.write(`mdns-browse: ${error.message}\n`);

if (values.watch) {
  const line = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  const browsing = browse({
    onlyHideout,
    onError,
    onUp: (service) => line({ event: 'up', service }),
    onDown: (service) => line({ event: 'down', service }),
  });
  line({ event: 'browsing' });
  const stop = async () => {
    await browsing.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
} else {
  const found = await browseOnce({ timeoutMs: Number(values.timeout), onlyHideout, onError });
  process.stdout.write(`${JSON.stringify(found)}\n`);
}
