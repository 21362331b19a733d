import { describe, expect, it } from 'vitest';
import { MAX_KEEP_GAMES, parseServeArgs, serveUsage, ServeArgsError } from './serve-args.ts';

describe('the serve command line', () => {
  it('has sensible defaults: mDNS on, everything else chosen by the host', () => {
    expect(parseServeArgs([])).toEqual({ mdns: true, tips: true, help: false });
  });

  it('reads every option, with or without "="', () => {
    expect(parseServeArgs(['--port', '8080', '--data-dir=/tmp/d', '--game', 'mole-in-the-crew', '--interface', 'wlan0', '--no-mdns', '--bot-delay=0', '--reveal-pace', '40'])).toEqual({
      port: 8080,
      dataDir: '/tmp/d',
      game: 'mole-in-the-crew',
      interfaceName: 'wlan0',
      mdns: false,
      botDelayMs: 0,
      revealPace: 40,
      tips: true,
      help: false,
    });
    expect(parseServeArgs(['--help']).help).toBe(true);
  });

  it('takes --turn-pace P: turn timers at that percentage of their time, from 2 to 100', () => {
    expect(parseServeArgs(['--turn-pace', '10']).turnPace).toBe(10);
    expect(parseServeArgs(['--turn-pace', '2']).turnPace).toBe(2);
    expect(() => parseServeArgs(['--turn-pace', '1'])).toThrow();
    expect(() => parseServeArgs(['--turn-pace', '101'])).toThrow();
    expect(serveUsage()).toMatch(/--turn-pace P +turn timers at this percentage of their time, 2 to 100/);
  });

  it('takes --no-tips: "teach as we play" starts off for every game', () => {
    expect(parseServeArgs(['--no-tips']).tips).toBe(false);
    expect(serveUsage()).toMatch(/--no-tips +start with “teach as we play” off for every game/);
  });

  it('takes --keep-games N: how many finished games stay on disk (0: none)', () => {
    expect(parseServeArgs(['--keep-games', '20'])).toEqual({ mdns: true, tips: true, help: false, keepGames: 20 });
    expect(parseServeArgs(['--keep-games=0']).keepGames).toBe(0);
    expect(() => parseServeArgs(['--keep-games', '-5'])).toThrow(/whole number/);
    expect(() => parseServeArgs(['--keep-games', String(MAX_KEEP_GAMES + 1)])).toThrow(/0 to 1000000/);
    expect(() => parseServeArgs(['--keep-games'])).toThrow(/--keep-games needs a value/);
    expect(serveUsage()).toMatch(/--keep-games N +finished games kept on disk, newest first \(default 500;/);
  });

  it('refuses bad values with a message that says what is wrong', () => {
    const fails = (argv: string[], text: RegExp) => expect(() => parseServeArgs(argv)).toThrow(text);
    fails(['--port'], /--port needs a value/);
    fails(['--port', '70000'], /0 to 65535/);
    fails(['--port', 'abc'], /whole number/);
    fails(['--game', 'chess'], /no game "chess"/);
    fails(['--colour'], /unknown option/);
    fails(['--reveal-pace', '5'], /10 to 100/);
    fails(['--reveal-pace', '150'], /10 to 100/);
    fails(['--reveal-pace', '0.5'], /whole number/);
    expect(() => parseServeArgs(['--port', '-1'])).toThrow(ServeArgsError);
  });
});
