import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { hangulOnlyFaces } from './scripts/hangul-font.ts';
import { callImportAgain } from './scripts/import-again-build.ts';
import { precompress } from './scripts/precompress.ts';

const root = import.meta.dirname;
/** Where the renderer's build lands, once Vite has resolved it (for its precompression). */
let outDir: string | null = null;

/** What the renderer's chunking reads of the module graph (Rolldown's `ChunkingContext`). */
interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/**
 * Where the phone's shell code goes. Left to itself, Rolldown makes one chunk for each set of
 * entries and on-demand chunks that share modules, so the phone's page opened on eight small
 * files (the lobby controls, the connection, the icons, the seat names, …), each with its own gzip
 * frame and a list of imports and exports naming the others. The modules the phone's page loads
 * up front and shares with another page go into two chunks instead: `common`, what it shares with
 * the rules page, which every page's shell loads (the Svelte runtime, the registry, the words'
 * loader), and `phone-shared`, the rest, which the board and the host controls load too (the
 * connection, the lobby controls, the icons; they may not use all of it). Modules only the
 * phone loads stay in its entry chunk; each game's screens and each language's words stay the
 * on-demand chunks they were, so a device still fetches one game and one language.
 */
function phoneShellChunk(id: string, graph: ModuleGraph): 'common' | 'phone-shared' | null {
  const info = graph.getModuleInfo(id);
  if (info === null || info.isEntry || info.dynamicImporters.length > 0) return null;
  // The entries and on-demand chunks whose static imports reach the module.
  const roots = new Set<string>();
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    const about = graph.getModuleInfo(next);
    if (about === null) continue;
    if (about.isEntry || about.dynamicImporters.length > 0) roots.add(next);
    stack.push(...about.importers);
  }
  const pages = new Set([...roots].map((r) => r.match(/[\\/]renderer[\\/](\w+)[\\/]index\.html$/)?.[1]).filter((page) => page !== undefined));
  if (!pages.has('player') || roots.size === 1) return null;
  // What the phone shares with the rules page (which a phone opens too) goes with what every page loads.
  return pages.has('rules') ? 'common' : 'phone-shared';
}

/**
 * The chunk name of one language's catalog of the shell: `words-<lang>` (renderer/lib/i18n/words/, the
 * phone's words with every game's names), `tv-words-<lang>` and `rules-<lang>` (shared/i18n/<lang>/).
 * Null for any other module (a game's catalogs keep their files' names: en, es, ko).
 */
function catalogChunkName(id: string | null | undefined): string | null {
  const path = (id ?? '').split('\\').join('/');
  const shell = /\/(?:shared\/i18n\/([a-z]{2})\/(tv-words|rules)|renderer\/lib\/i18n\/(words)\/([a-z]{2}))\.ts$/.exec(path);
  return shell ? `${shell[2] ?? shell[3]}-${shell[1] ?? shell[4]}` : null;
}

// electron-vite builds three worlds from one file: the Electron main process, the sandboxed
// preload bridge, and the renderer pages (the TV board and the phone view).
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        // The headless host is a second entry: the same host module, started without Electron.
        // The terminal's catalogs are a third, so scripts/start.mjs can speak the system's language.
        input: {
          index: resolve(root, 'electron/main/index.ts'),
          serve: resolve(root, 'electron/host/serve.ts'),
          terminal: resolve(root, 'electron/host/terminal.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        // A sandboxed preload must be one CommonJS file; an .mjs preload would not load.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    // The favicons (resources/public, made by scripts/icons.mjs) land at the root the host serves.
    publicDir: resolve(root, 'resources/public'),
    // Phones are not Electron's Chromium: keep the output readable by older mobile browsers.
    build: {
      target: 'es2020',
      // What a phone downloads over the Wi-Fi is measured: minify it.
      // HIDEOUT_MINIFY=0 keeps the names, for a profile of the board (bench/tv-frames.ts).
      minify: process.env.HIDEOUT_MINIFY !== '0',
      // scripts/bundle-size.mjs reads the chunk graph from it to measure what a phone downloads.
      manifest: true,
      // Fonts stay files: the pages' CSP allows fonts from the host ('self'), not data: URLs.
      assetsInlineLimit: (file: string) => (/\.woff2?$/.test(file) ? false : undefined),
      rolldownOptions: {
        input: {
          board: resolve(root, 'renderer/board/index.html'),
          player: resolve(root, 'renderer/player/index.html'),
          host: resolve(root, 'renderer/host/index.html'),
          rules: resolve(root, 'renderer/rules/index.html'),
        },
        output: {
          // The shell's catalogs are named for what they are (`words-ko`), not only for their files.
          chunkFileNames: (chunk: { facadeModuleId?: string | null }) => `assets/${catalogChunkName(chunk.facadeModuleId) ?? '[name]'}-[hash].js`,
          // phoneShellChunk says why; `common` first, so that a module both would take (a
          // dependency, which a group takes with what imports it) lands there.
          codeSplitting: {
            groups: [
              { debugName: 'common', name: (id, graph) => (phoneShellChunk(id, graph) === 'common' ? 'common' : null), priority: 2 },
              { debugName: 'phone-shared', name: (id, graph) => (phoneShellChunk(id, graph) === 'phone-shared' ? 'phone-shared' : null), priority: 1 },
            ],
          },
        },
      },
    },
    plugins: [
      svelte({ configFile: resolve(root, 'svelte.config.js') }),
      {
        // Each built text file gets its gzip twin, which the host sends to browsers that take gzip
        // (scripts/precompress.ts): a phone downloads a third of the bytes.
        name: 'hideout-precompress',
        apply: 'build',
        configResolved(config: { build: { outDir: string } }) {
          outDir = config.build.outDir;
        },
        closeBundle() {
          if (outDir !== null) precompress(outDir);
        },
      },
      {
        // A download that failed must work when asked again, which a browser's own import() does
        // not do (renderer/lib/import-again.ts): every chunk's imports of the others go through
        // __import. On the files once written: Vite reads the imports in the chunks to the
        // last to list what each must preload (its CSS, its imports), and would find none.
        name: 'hideout-import-again',
        apply: 'build',
        writeBundle(options: { dir?: string }, bundle: Record<string, { type: string }>) {
          for (const [fileName, file] of Object.entries(bundle)) {
            if (file.type !== 'chunk' || options.dir === undefined) continue;
            const path = resolve(options.dir, fileName);
            writeFileSync(path, callImportAgain(readFileSync(path, 'utf8')));
          }
        },
      },
      {
        // The bundled Hangul font is under the SIL Open Font License, which travels with the font.
        name: 'hideout-font-licence',
        generateBundle() {
          const licence = readFileSync(resolve(root, 'node_modules/@fontsource/noto-sans-kr/LICENSE'), 'utf8');
          this.emitFile({ type: 'asset', fileName: 'licenses/noto-sans-kr-OFL.txt', source: licence });
        },
      },
      {
        // Noto Sans KR draws Hangul only, so it can stand ahead of system-ui in every font stack
        // without touching Latin text (scripts/hangul-font.ts says why). Before Vite's CSS plugin,
        // which then bundles the files the remaining faces name.
        name: 'hideout-hangul-only-font',
        enforce: 'pre',
        transform(code: string, id: string) {
          if (!/@fontsource\/noto-sans-kr\/400\.css(\?|$)/.test(id)) return null;
          return { code: hangulOnlyFaces(code), map: null };
        },
      },
    ],
  },
});
