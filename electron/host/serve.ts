// The headless table host: `npm run serve`. The same host the desktop app embeds, without
// Electron: it prints where phones join, the QR code, the board URL for the TV and the host's
// private control URL, and shuts down cleanly on Ctrl+C.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultDataDir } from './data-dir.ts';
import { qrTerminal } from './qr.ts';
import { parseServeArgs, serveUsage, ServeArgsError } from './serve-args.ts';
import { terminalStrings } from './terminal.ts';
import type { TerminalCatalog } from '../../shared/i18n/en/terminal.ts';
import { startHost, type AddressChange } from './server.ts';

/** The built screens: beside this file once bundled (out/main → out/renderer), or under out/ from source. */
function findScreens(): string | null {
  const candidates = [
    process.env.HIDEOUT_SCREENS,
    join(import.meta.dirname, '../renderer'),
    join(import.meta.dirname, '../../out/renderer'),
  ];
  return candidates.find((dir): dir is string => dir !== undefined && existsSync(join(dir, 'player', 'index.html'))) ?? null;
}

/** Labels padded to one column; Hangul and other wide characters take two terminal cells. */
function labeller(t: TerminalCatalog): (text: string) => string {
  const cells = (text: string) => [...text].reduce((n, c) => n + (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60]/u.test(c) ? 2 : 1), 0);
  const width = Math.max(...[t.join, t.board, t.host, t.rules].map(cells)) + 1;
  return (text) => text + ' '.repeat(width - cells(text));
}

/**
 * What the terminal shows when the join URL moved: the hosting line, the new QR code and the
 * phones' and board's addresses, as at the start, and an ADDRESS line (never translated) that
 * tools and tests can wait for, like READY.
 */
async function addressLines(t: TerminalCatalog, room: string, change: AddressChange): Promise<string> {
  const label = labeller(t);
  return [
    '',
    t.hosting(room, change.interfaceName),
    '',
    await qrTerminal(change.qrUrl),
    `${label(t.join)} ${change.joinUrl}`,
    `${label(t.board)} ${change.boardUrl}`,
    `ADDRESS ${JSON.stringify({ joinUrl: change.joinUrl, qrUrl: change.qrUrl, boardUrl: change.boardUrl, interfaceName: change.interfaceName, reason: change.reason })}`,
  ].join('\n');
}

async function main(): Promise<void> {
  // The terminal speaks the system's language (LC_ALL, LC_MESSAGES, LANG); the READY line never changes.
  const t = terminalStrings();
  let args;
  try {
    args = parseServeArgs(process.argv.slice(2), t);
  } catch (error) {
    if (!(error instanceof ServeArgsError)) throw error;
    console.error(`serve: ${error.message}\n${serveUsage(t)}`);
    process.exit(2);
  }
  if (args.help) {
    console.log(serveUsage(t));
    return;
  }
  const screens = findScreens();
  // The laptop changed networks: the new join URL and QR code, printed in the order they came.
  let printing = Promise.resolve();
  let room = '';
  const onAddressChange = (change: AddressChange) => {
    printing = printing.then(async () => console.log(await addressLines(t, room, change))).catch((error: unknown) => console.error(`serve: ${String(error)}`));
  };
  const host = await startHost({
    dataDir: args.dataDir ?? defaultDataDir(),
    staticDir: screens,
    mdns: args.mdns,
    ...(args.port !== undefined ? { port: args.port } : {}),
    ...(args.game !== undefined ? { game: args.game } : {}),
    ...(args.interfaceName !== undefined ? { interfaceName: args.interfaceName } : {}),
    ...(args.botDelayMs !== undefined ? { botDelayMs: args.botDelayMs } : {}),
    ...(args.revealPace !== undefined ? { revealPace: args.revealPace } : {}),
    ...(args.turnPace !== undefined ? { turnPace: args.turnPace } : {}),
    ...(args.keepGames !== undefined ? { keepGames: args.keepGames } : {}),
    ...(args.tips ? {} : { teach: false }),
    onAddressChange,
    log: (line) => console.error(`host: ${line}`),
  });
  room = host.room.code;
  const label = labeller(t);
  const lines = [
    '',
    t.hosting(host.room.code, host.interfaceName ?? null),
    '',
    await qrTerminal(host.qrUrl),
    `${label(t.join)} ${host.joinUrl}`,
    `${label(t.board)} ${host.boardUrl}`,
    `${label(t.host)} ${host.hostUrl}`,
    `${label(t.rules)} ${new URL('/rules', host.boardUrl).toString()}`,
    screens === null ? `\n${t.notBuilt}` : '',
    t.mdns(args.mdns),
    // A line tools and tests can wait for.
    `READY ${JSON.stringify({ port: host.port, joinUrl: host.joinUrl, qrUrl: host.qrUrl, boardUrl: host.boardUrl, hostUrl: host.hostUrl, room: host.room.code })}`,
  ];
  console.log(lines.join('\n'));

  const stop = (signal: string) => {
    console.error(t.closing(signal));
    host.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(t.closeFailed, error);
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
