// The headless table host: `npm run serve`. The same host the desktop app embeds, without
// Electron: it prints where phones join, the QR code, the board URL for the TV and the host's
// private control URL, and shuts down cleanly on Ctrl+C.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from './data-dir.ts';
import { qrTerminal } from './qr.ts';
import { parseServeArgs, SERVE_USAGE, ServeArgsError } from './serve-args.ts';
import { startHost } from './server.ts';

/** The built screens: beside this file once bundled (out/main → out/renderer), or under out/ from source. */
function findScreens(): string | null {
  const candidates = [
    process.env.HIDEOUT_SCREENS,
    join(import.meta.dirname, '../renderer'),
    join(import.meta.dirname, '../../out/renderer'),
  ];
  return candidates.find((dir): dir is string => dir !== undefined && existsSync(join(dir, 'player', 'index.html'))) ?? null;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ServeArgsError)) throw error;
    console.error(`serve: ${error.message}\n${SERVE_USAGE}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(SERVE_USAGE);
    return;
  }
  const screens = findScreens();
  const host = await startHost({
    dataDir: args.dataDir ?? defaultDataDir(),
    staticDir: screens,
    mdns: args.mdns,
    ...(args.port !== undefined ? { port: args.port } : {}),
    ...(args.game !== undefined ? { game: args.game } : {}),
    ...(args.interfaceName !== undefined ? { interfaceName: args.interfaceName } : {}),
    ...(args.botDelayMs !== undefined ? { botDelayMs: args.botDelayMs } : {}),
    log: (line) => console.error(`host: ${line}`),
  });
  const lines = [
    '',
    `Hideout is hosting room ${host.room.code}${host.interfaceName ? ` on ${host.interfaceName}` : ''}.`,
    '',
    await qrTerminal(host.joinUrl),
    `Phones join (same Wi-Fi):  ${host.joinUrl}`,
    `Board for the TV:          ${host.boardUrl}`,
    `Host controls (private):   ${host.hostUrl}`,
    screens === null ? '\nThe screens are not built: run "npm run build" (npm run serve does it for you).' : '',
    `mDNS: ${args.mdns ? 'advertising on the local network' : 'off'}. Press Ctrl+C to stop.`,
    // A line tools and tests can wait for.
    `READY ${JSON.stringify({ port: host.port, joinUrl: host.joinUrl, boardUrl: host.boardUrl, hostUrl: host.hostUrl, room: host.room.code })}`,
  ];
  console.log(lines.join('\n'));

  const stop = (signal: string) => {
    console.error(`host: ${signal}: closing the table (journal is already on disk)`);
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('host: could not close cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
