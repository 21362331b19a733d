// Prints the gzip size of what a screen downloads when it opens its page. Each game's screens and
// each language's words are separate chunks loaded on demand, so the figure that matters is the
// worst case a device really meets: the page and its shell, plus the largest game's chunks, plus
// the largest language's chunks. The chunk graph comes from Vite's build manifest.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
// Run with tsx (npm run build), so that the first screen is measured as the host writes it.
import { FIRST_LANGS, withFirstScreen } from '../electron/host/first-screen.ts';

const root = resolve(import.meta.dirname, '..', 'out', 'renderer');
/**
 * The phone's budgets (docs/performance.md): the first screen, which is all a player waits for
 * before typing, and the worst case of everything a phone may download in a game.
 */
export const FIRST_SCREEN_BUDGET_KB = 4;
// 88 since the table's own tools (issue 29): the notes sheet and the game's record add about
// 3.6 KB to every phone; 90 since the first-game tips (issue 31) add 2.5 KB more; 91 since a long
// Snitch hand is drawn shorter, its top card a tile of its grid (issue 27), which took the worst
// case to 92,316 B (docs/performance.md, "Budgets"); the first screen and its 4 KB are untouched.
export const PHONE_BUDGET_KB = 91;
const PAGES = { phone: 'player', board: 'board', host: 'host', rules: 'rules' };

function readManifest() {
  return JSON.parse(readFileSync(join(root, '.vite', 'manifest.json'), 'utf8'));
}

/** The files a chunk loads before it runs: itself, its CSS and its static imports, recursively. */
function staticFiles(manifest, key, into = new Set()) {
  const chunk = manifest[key];
  if (chunk === undefined || into.has(join(root, chunk.file))) return into;
  into.add(join(root, chunk.file));
  for (const css of chunk.css ?? []) into.add(join(root, css));
  for (const asset of chunk.assets ?? []) if (!/\.(woff2?|ttf|otf)$/.test(asset)) into.add(join(root, asset));
  for (const dep of chunk.imports ?? []) staticFiles(manifest, dep, into);
  return into;
}

/**
 * Which kind of on-demand chunk a manifest key is: one language's words, one game's screens (a
 * device needs one of each), or something else a device may need any time (counted always).
 * A language's words are the shell's (renderer/lib/i18n/words/<lang>.ts: shared/i18n/<lang>/… with every
 * game's names, renderer/games/<id>/names/<lang>.ts, which the shell shows before any game is chosen).
 */
const languageOf = (key) => key.match(/(?:^|\/)(?:i18n|lib\/i18n\/words)\/([a-z]{2})(?:\/|\.ts$)/)?.[1] ?? key.match(/(?:^|\/)games\/[^/]+\/(?:words|board-words|rules\/text)\/([a-z]{2})\.ts$/)?.[1] ?? null;
/**
 * A game's own words or rules text in one language (renderer/games/<id>/words/<lang>.ts, fetched
 * with its screens; rules/text/<lang>.ts, with its rules): a device needs those of the one game
 * its table plays.
 */
const isGameWords = (key) => /(?:^|\/)games\/[^/]+\/(?:words|board-words|rules\/text)\/[a-z]{2}\.ts$/.test(key);
const isRulesText = (key) => /(?:^|\/)games\/[^/]+\/rules\/text\/[a-z]{2}\.ts$/.test(key);
const gamesDir = join(resolve(import.meta.dirname, '..'), 'renderer', 'games');
const gameFolders = () => (existsSync(gamesDir) ? readdirSync(gamesDir).filter((game) => existsSync(join(gamesDir, game, 'index.ts'))) : []);
/**
 * What the registry lists under each game's `rules` (renderer/games/<game>/index.ts): the rules
 * page's parts of the game, wherever their files lie (the Mole's deal table is at the top of its
 * folder). Only the rules page (renderer/rules) shows them, with the game's rules text: the
 * phone's Rules button opens that page. As manifest keys.
 */
function rulesEntries() {
  const parts = new Set();
  for (const game of gameFolders()) {
    const source = readFileSync(join(gamesDir, game, 'index.ts'), 'utf8');
    const start = source.search(/\brules:\s*\{/);
    if (start < 0) continue;
    // The `rules: { … }` block, to its matching brace.
    let depth = 0;
    let end = source.length;
    for (let i = source.indexOf('{', start); i < source.length; i++) {
      if (source[i] === '{') depth++;
      else if (source[i] === '}' && --depth === 0) {
        end = i;
        break;
      }
    }
    for (const [, path] of source.slice(start, end).matchAll(/import\(\s*'\.\/([^']+)'\s*\)/g)) parts.add(`games/${game}/${path}`);
  }
  return parts;
}
const gameFolderOf = (key) => key.match(/(?:^|\/)games\/([^/]+)\//)?.[1] ?? null;

/**
 * A game's public record, its first-game tips and its demonstration (games/<id>/record.ts,
 * tips.ts, demo.ts): the phone and the TV load them with that game's screens (the demonstration
 * the TV alone).
 */
const isRecord = (key) => /(?:^|\/)games\/[^/]+\/(?:record|tips|demo)\.ts$/.test(key);
const kindOf = (key) => (isGameWords(key) ? 'gameWords' : languageOf(key) !== null ? 'language' : /(Phone|Board)\.svelte$/.test(key) || isRecord(key) ? 'game' : 'other');

/**
 * The parts of a game that only one page loads. The renderer's registry (renderer/games) lists
 * every part of a game, phone, board, host summary and the rules page's, so each page's chunk
 * graph reaches the others' parts too; a page never loads another page's parts, so they are not
 * part of what it downloads. (A part every page may show lies at the top of its game's folder and
 * counts for every page that reaches it, unless the registry lists it under `rules`.)
 * The board's own words are likewise a part of the pages that show them.
 */
const RULES = rulesEntries();
const PARTS_OF = [
  [['player'], /(^|\/)games\/[^/]+\/phone\/|Phone\.svelte$/],
  [['board'], /(^|\/)games\/[^/]+\/board\/|Board\.svelte$/],
  [['host'], /Summary(\.svelte$|-[\w-]+\.js$)/],
  [['rules'], /(^|\/)games\/[^/]+\/rules\//],
  // What each game's registry entry lists under `rules` (rulesEntries above), and its rules text,
  // which the TV's lobby also reads for the game's quick start (`showQuickStart`).
  [['rules'], { test: (key) => RULES.has(key) }],
  [['rules', 'board'], { test: isRulesText }],
  // The board's own words (shared/i18n/<lang>/tv-words.ts, and a game's board-words/<lang>.ts):
  // the TV and the host controls load them.
  [['board', 'host'], /(^|\/)i18n\/[a-z]{2}\/tv-words\.ts$|(^|\/)games\/[^/]+\/board-words\//],
  // The record: the phone's record sheet and the TV show it, the host controls and the rules never.
  [['player', 'board'], { test: isRecord }],
  [['board'], /(^|\/)games\/[^/]+\/demo\.ts$/],
];
const otherPagesPart = (page, key) => PARTS_OF.some(([pages, pattern]) => !pages.includes(page) && pattern.test(key));

/**
 * What a page downloads in the worst case: the HTML and the shell, the largest game's chunks and
 * the largest language's chunks (fonts are left out: browsers fetch only the subsets a page draws).
 */
export function pageDownload(page) {
  const manifest = readManifest();
  const entry = `${page}/index.html`;
  const shell = staticFiles(manifest, entry);
  shell.add(join(root, page, 'index.html'));
  const options = { game: [], language: [], gameWords: [], other: [] };
  const seen = new Set();
  // The on-demand chunks reachable from the shell (and from other on-demand chunks).
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.shift();
    const chunk = manifest[key];
    for (const dep of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) {
      if (seen.has(dep) || ((chunk.dynamicImports ?? []).includes(dep) && otherPagesPart(page, dep))) continue;
      seen.add(dep);
      queue.push(dep);
      if ((chunk.dynamicImports ?? []).includes(dep)) options[kindOf(dep)].push(dep);
    }
  }
  const choices = (list) => (list.length === 0 ? [null] : list);
  // A device speaks one language but may fetch several of its chunks (the rules page: its words, then its rules words).
  const byLanguage = new Map();
  for (const key of options.language) byLanguage.set(languageOf(key), [...(byLanguage.get(languageOf(key)) ?? []), key]);
  // A page with no screens of a game's own (the host controls, the rules page) still shows one
  // game at a time, with that game's catalogs: its games are then the catalogs' owners.
  // A game's screens and its record are fetched together: one choice per game, its main screen named.
  const screens = options.game.filter((key) => !isRecord(key));
  const games = screens.length > 0 ? screens : [...new Set(options.gameWords.map(gameFolderOf).filter(Boolean))];
  const recordsOf = (folder) => options.game.filter((key) => isRecord(key) && gameFolderOf(key) === folder);
  let worst = { bytes: -1, files: [], game: null, language: null };
  for (const game of choices(games)) {
    for (const language of choices([...byLanguage.keys()])) {
      // The game's own catalogs in that language, as its loaders fetch them: its words, and on
      // the rules page its rules text (another game's only on request).
      const folder = game === null ? null : (gameFolderOf(game) ?? game);
      const catalogsOfGame = options.gameWords.filter((key) => languageOf(key) === language && folder !== null && gameFolderOf(key) === folder);
      const files = new Set(shell);
      for (const other of options.other) staticFiles(manifest, other, files);
      if (game !== null && manifest[game] !== undefined) staticFiles(manifest, game, files);
      for (const key of folder === null ? [] : recordsOf(folder)) staticFiles(manifest, key, files);
      for (const key of language ? byLanguage.get(language) : []) staticFiles(manifest, key, files);
      for (const key of catalogsOfGame) staticFiles(manifest, key, files);
      const bytes = gzipBytes([...files]);
      if (bytes > worst.bytes) worst = { bytes, files: [...files], game, language };
    }
  }
  return { ...worst, shell: [...shell], games: screens, records: options.game.filter(isRecord), languages: options.language, others: options.other };
}

/**
 * What a phone needs before its player can type: the join link's page alone, as the host serves it
 * with the first screen written in (electron/host/first-screen.ts), in its largest language.
 */
export function firstScreenBytes() {
  const page = readFileSync(join(root, 'player', 'index.html'), 'utf8');
  let most = 0;
  for (const lang of FIRST_LANGS) {
    const served = withFirstScreen(page, { lang, seated: false, joining: null });
    if (served === null) throw new Error('the built phone page has no <div id="app"></div> for its first screen');
    most = Math.max(most, gzipSync(served, { level: 9 }).length);
  }
  return most;
}

/** What a phone downloads to reach the lobby: its page, its shell and its language, no game yet. */
export function lobbyBytes() {
  const manifest = readManifest();
  const d = pageDownload('player');
  const files = new Set(d.shell);
  const ofLanguage = d.languages.filter((key) => languageOf(key) === d.language && !isGameWords(key));
  for (const key of ofLanguage) staticFiles(manifest, key, files);
  return gzipBytes([...files]);
}

export function gzipBytes(files) {
  return files.reduce((sum, f) => sum + gzipSync(readFileSync(f), { level: 9 }).length, 0);
}

const short = (key) => key?.replace(/^.*\//, '').replace(/\.(svelte|ts)$/, '') ?? 'none';

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [label, page] of Object.entries(PAGES)) {
    if (!existsSync(join(root, page, 'index.html'))) continue;
    const d = pageDownload(page);
    const extra = [d.game && `largest game: ${short(d.game)}`, d.language && `largest language: ${d.language}`].filter(Boolean).join(', ');
    const shell = gzipBytes(d.shell);
    console.log(
      `${label.padEnd(6)} ${String(d.bytes).padStart(7)} bytes gzip at most (shell ${shell}${extra ? `; ${extra}` : ''})${label === 'phone' ? `, budget ${PHONE_BUDGET_KB} KB` : ''}`,
    );
    if (label === 'phone') {
      console.log(`       ${String(firstScreenBytes()).padStart(7)} bytes gzip: the first screen, in the join link's page itself (budget ${FIRST_SCREEN_BUDGET_KB} KB)`);
      console.log(`       ${String(lobbyBytes()).padStart(7)} bytes gzip: to the lobby (page, shell, one language; aim 25 KB)`);
    }
  }
}
