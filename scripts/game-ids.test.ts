import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../shared/games/index.ts';

/*
 * A game is its two folders (shared/games/<id>/ and renderer/games/<id>/) and one line in each
 * side's registry: nothing else names a game. This test reads every source file outside those
 * places (electron/, scripts/, shared/, renderer/, bench/ and the root's config files) and fails
 * on any mention of a registered game's id, listing each one with its file and line.
 *
 * A mention is the id as a whole word (a string, an import path, an object key, a property):
 * `'turncoat'`, `'../games/turncoat/view.ts'`, `{ turncoat: ... }` and `phases.turncoat` all
 * count; `turncoatBot`, `TurncoatBoard` and `turncoat-phone` do not, nor do comments. Tests,
 * e2e/ and docs may name games; the shell's words (shared/i18n) may not: each game's words are in
 * its folder (renderer/games/<id>/names/, words/, rules/text/).
 */

const root = join(import.meta.dirname, '..');
const IDS = Object.keys(GAMES);


// ---- what counts as a source file, and where games may be named ------------------------------

const SOURCE = /\.(ts|mts|cts|js|mjs|cjs|svelte|html)$/;
const SCANNED_DIRS = ['electron', 'scripts', 'shared', 'renderer', 'bench'];
const SKIPPED_DIRS = new Set(['node_modules', 'out', 'dist', 'test-results', 'playwright-report', '.git']);

/** Paths relative to the repository, with forward slashes. */
const posix = (path: string): string => path.split(sep).join('/');

function isTest(path: string): boolean {
  return /\.(test|e2e)\.[cm]?ts$/.test(path) || path.startsWith('e2e/');
}

/** The registries: each lists every game, one line per game. */
const REGISTRIES = ['shared/games/index.ts', 'shared/games/calculators.ts', 'shared/games/testing.ts', 'renderer/games/index.ts'];

/** The places a game's id belongs: its folders and the registries. */
function mayNameGames(path: string): boolean {
  if (REGISTRIES.includes(path)) return true;
  return IDS.some((id) => path.startsWith(`shared/games/${id}/`) || path.startsWith(`renderer/games/${id}/`));
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    if (SKIPPED_DIRS.has(name)) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name)) out.push(posix(relative(root, path)));
  }
}

/** Every source file the rule applies to. */
function scannedFiles(): string[] {
  const out: string[] = [];
  for (const dir of SCANNED_DIRS) if (existsSync(join(root, dir))) walk(join(root, dir), out);
  for (const name of readdirSync(root)) if (SOURCE.test(name) && statSync(join(root, name)).isFile()) out.push(name);
  return out.filter((path) => !isTest(path) && !mayNameGames(path)).sort();
}

// ---- finding mentions --------------------------------------------------------------------------

/**
 * The text with its comments blanked out (newlines kept, so line numbers stay). Strings are
 * followed only far enough not to take a `//` inside one for a comment: a quote ends at its line's
 * end, as it must in JavaScript, so a stray apostrophe in Svelte markup spoils one line at most.
 */
function withoutComments(text: string, markup: boolean): string {
  let out = '';
  let i = 0;
  const blank = (s: string) => s.replace(/[^\n]/g, ' ');
  while (i < text.length) {
    const c = text[i]!;
    const two = text.slice(i, i + 2);
    if (markup && text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      const stop = end < 0 ? text.length : end + 3;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (two === '/*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (two === '//' && (i === 0 || text[i - 1] !== ':')) {
      // `//` after a colon is a URL outside quotes (Svelte markup), not a comment.
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      out += blank(text.slice(i, stop));
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c && (c === '`' || text[j] !== '\n')) j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

interface Mention {
  line: number;
  id: string;
  text: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every whole-word mention of one of `ids` outside comments. */
function gameIdMentions(text: string, ids: readonly string[], markup: boolean): Mention[] {
  const word = new RegExp(`(?<![A-Za-z0-9_$-])(${ids.map(escape).join('|')})(?![A-Za-z0-9_$-])`, 'g');
  const original = text.split('\n');
  const found: Mention[] = [];
  withoutComments(text, markup)
    .split('\n')
    .forEach((line, i) => {
      for (const match of line.matchAll(word)) found.push({ line: i + 1, id: match[1]!, text: original[i]!.trim().slice(0, 160) });
    });
  return found;
}

function mentionsIn(path: string): Mention[] {
  return gameIdMentions(readFileSync(join(root, path), 'utf8'), IDS, /\.(svelte|html)$/.test(path));
}

// ---- the rule ----------------------------------------------------------------------------------

describe('game ids live in the games\' folders and the registries', () => {
  it('reads the ids from the registry', () => {
    expect(IDS.length).toBeGreaterThan(0);
  });

  it('no other source file names a game', () => {
    const offences = scannedFiles().flatMap((path) => mentionsIn(path).map((m) => `${path}:${m.line}: "${m.id}" in ${m.text}`));
    expect(offences, 'ask the registry (shared/games/index.ts or renderer/games/index.ts) instead, or move the file into the game\'s folder').toEqual([]);
  });


  it('finds a planted mention in code, a string, an import path, a key and a property, and nothing in comments or longer names', () => {
    const ids = ['mole-in-the-crew', 'turncoat'];
    const code = [
      "import { x } from '../games/mole-in-the-crew/view.ts';", // 1: a path
      "const a = game === 'turncoat';", // 2: a string
      'const b = { turncoat: 1 };', // 3: a key
      'const c = phases.turncoat;', // 4: a property
      '// mole-in-the-crew in a comment', // 5: ignored
      '/* turncoat', // 6: ignored
      '   still a comment */ const d = turncoatBot + TurncoatBoard;', // 7: longer names
      'const e = "turncoat-phone"; const f = `http://x/turncoat`;', // 8: a test id is not the game; a URL path is
    ].join('\n');
    expect(gameIdMentions(code, ids, false).map((m) => `${m.line}:${m.id}`)).toEqual(['1:mole-in-the-crew', '2:turncoat', '3:turncoat', '4:turncoat', '8:turncoat']);
  });

  it('reads Svelte markup: HTML comments are skipped, attributes and expressions are not', () => {
    const svelte = [
      '<script lang="ts">',
      "  // don't: a comment with an apostrophe",
      "  const load = { 'the-snitch': () => null };",
      '</script>',
      '<!-- the-snitch in a comment -->',
      "<p>Don't stop: {names['the-snitch']}</p>",
      '<a href="https://example.org/the-snitch">x</a>',
    ].join('\n');
    expect(gameIdMentions(svelte, ['the-snitch'], true).map((m) => m.line)).toEqual([3, 6, 7]);
  });
});
