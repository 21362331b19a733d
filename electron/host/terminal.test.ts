import { describe, expect, it } from 'vitest';
import { terminalLang, terminalStrings } from './terminal.ts';
import { parseServeArgs, serveUsage } from './serve-args.ts';

describe('the terminal language', () => {
  it('follows LC_ALL, then LC_MESSAGES, then LANG', () => {
    expect(terminalLang({ LANG: 'es_ES.UTF-8' })).toBe('es');
    expect(terminalLang({ LANG: 'ko_KR.UTF-8' })).toBe('ko');
    expect(terminalLang({ LC_ALL: 'ko_KR.UTF-8', LANG: 'es_ES.UTF-8' })).toBe('ko');
    expect(terminalLang({ LC_MESSAGES: 'es_MX.UTF-8', LANG: 'en_US.UTF-8' })).toBe('es');
    expect(terminalLang({ LC_ALL: '', LANG: 'es_AR' })).toBe('es');
  });

  it('is English for anything else, the C locale included', () => {
    expect(terminalLang({})).toBe('en');
    expect(terminalLang({ LANG: 'C.UTF-8' })).toBe('en');
    expect(terminalLang({ LANG: 'fr_FR.UTF-8' })).toBe('en');
  });

  it('says what is wrong with an option in the terminal language', () => {
    expect(() => parseServeArgs(['--port', 'x'], terminalStrings({ LANG: 'es_ES.UTF-8' }))).toThrow(/número entero/);
    expect(() => parseServeArgs(['--nope'])).toThrow('unknown option "--nope"');
  });

  it('translates the help but keeps the command syntax', () => {
    const es = serveUsage(terminalStrings({ LANG: 'es_ES.UTF-8' }));
    expect(es).toContain('usage: npm run serve -- [--port N]');
    expect(es).toContain('no anunciar la mesa en la red local');
    expect(serveUsage(terminalStrings({ LANG: 'ko_KR.UTF-8' }))).toContain('--no-mdns');
  });
});

describe('the URL lines', () => {
  it('keep the English column that tools and tests read', async () => {
    const { terminal } = await import('../../shared/i18n/en/terminal.ts');
    const longest = Math.max(...[terminal.join, terminal.board, terminal.host, terminal.rules].map((l) => l.length));
    // serve.ts pads labels to the longest plus one: the English column has always been 26 wide.
    expect(longest + 1).toBe(26);
  });
});
