// The headless host for the fault suite: the same startHost as `npm run serve` (serve.ts), on
// loopback with mDNS off, but with every game the engine has, so kill/restart cycles cover all
// three whatever the lobbies offer. Prints the same READY line; dies however the test kills it.
import { GAMES } from '../../../shared/games/index.ts';
import { startHost } from '../server.ts';

const dataDir = process.argv[2];
if (dataDir === undefined) {
  console.error('usage: serve-all-games.ts DATA_DIR');
  process.exit(2);
}
const host = await startHost({ dataDir, registry: GAMES, port: 0, bindHost: '127.0.0.1', mdns: false, botDelayMs: 0, holdForReveals: false, log: (line) => console.error(`host: ${line}`) });
console.log(`READY ${JSON.stringify({ port: host.port, hostUrl: host.hostUrl, room: host.room.code, hostToken: host.room.hostToken })}`);
const stop = () => void host.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
