import { ownEntry } from '../../shared/engine/index.ts';
import { HOSTED_GAMES as GAMES } from '../../shared/games/index.ts';
import type { TerminalCatalog } from '../../shared/i18n/en/terminal.ts';
import { terminal as english } from '../../shared/i18n/en/terminal.ts';
import { terminalStrings } from './terminal.ts';
import { REVEAL_PACE_MIN } from '../../shared/protocol/index.ts';
import { DEFAULT_KEEP_GAMES } from './store.ts';

export interface ServeArgs {
  port?: number;
  dataDir?: string;
  game?: string;
  interfaceName?: string;
  mdns: boolean;
  botDelayMs?: number;
  /** The board's reveals at this percentage of their real time (tests and demos). */
  revealPace?: number;
  /** Turn timers at this percentage of their time (tests and demos). */
  turnPace?: number;
  /** Finished games whose journals are kept; older ones are deleted as the host starts (store.ts, pruneJournals). */
  keepGames?: number;
  /** "Teach as we play" starts off for every game (`--no-tips`): a table that knows them. */
  tips: boolean;
  help: boolean;
}

/** The most `--keep-games` takes: far beyond any game night, short of a number that means nothing. */
export const MAX_KEEP_GAMES = 1_000_000;
/**
 * The shortest turn timers, in percent: lower than the reveals' floor, because a test that lets
 * the stand-ins play every human seat (the tips tests) waits out each timer, while the reveals'
 * floor keeps a reveal long enough to be seen under way.
 */
export const TURN_PACE_MIN = 2;

/** The command line's help, its descriptions in the terminal's language (the syntax as typed). */
export function serveUsage(t: TerminalCatalog = terminalStrings()): string {
  return `usage: npm run serve -- [--port N] [--data-dir DIR] [--game ID] [--interface NAME|ADDRESS] [--no-mdns] [--bot-delay MS] [--reveal-pace PERCENT] [--turn-pace PERCENT] [--keep-games N]
  --port N          ${t.usage.port}
  --data-dir DIR    ${t.usage.dataDir}
  --game ID         ${t.usage.game(Object.keys(GAMES).join(', '))}
  --interface X     ${t.usage.iface}
  --no-mdns         ${t.usage.noMdns}
  --bot-delay MS    ${t.usage.botDelay}
  --reveal-pace P   ${t.usage.revealPace(REVEAL_PACE_MIN)}
  --turn-pace P     ${t.usage.turnPace(TURN_PACE_MIN)}
  --keep-games N    ${t.usage.keepGames(DEFAULT_KEEP_GAMES)}
  --no-tips         ${t.usage.noTips}`;
}

export class ServeArgsError extends Error {}

/** Reads the headless host's command line; throws ServeArgsError with a readable message. */
export function parseServeArgs(argv: readonly string[], t: TerminalCatalog = english): ServeArgs {
  const args: ServeArgs = { mdns: true, tips: true, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined || v === '') throw new ServeArgsError(t.errors.needsValue(flag));
      return v;
    };
    const integer = (min: number, max: number): number => {
      const text = value();
      const n = Number(text);
      if (!/^\d+$/.test(text) || n < min || n > max) throw new ServeArgsError(t.errors.wholeNumber(flag, min, max, text));
      return n;
    };
    switch (flag) {
      case '--port':
        args.port = integer(0, 65535);
        break;
      case '--data-dir':
        args.dataDir = value();
        break;
      case '--game': {
        const game = value();
        if (ownEntry(GAMES, game) === undefined) throw new ServeArgsError(t.errors.noGame(game, Object.keys(GAMES).join(', ')));
        args.game = game;
        break;
      }
      case '--interface':
        args.interfaceName = value();
        break;
      case '--no-mdns':
        args.mdns = false;
        break;
      case '--no-tips':
        args.tips = false;
        break;
      case '--bot-delay':
        args.botDelayMs = integer(0, 60_000);
        break;
      case '--reveal-pace':
        args.revealPace = integer(REVEAL_PACE_MIN, 100);
        break;
      case '--turn-pace':
        args.turnPace = integer(TURN_PACE_MIN, 100);
        break;
      case '--keep-games':
        args.keepGames = integer(0, MAX_KEEP_GAMES);
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new ServeArgsError(t.errors.unknownOption(arg));
    }
  }
  return args;
}
