import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { hangulOnlyFaces } from './scripts/hangul-font.ts';

const root = import.meta.dirname;

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
      minify: true,
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
      },
    },
    plugins: [
      svelte({ configFile: resolve(root, 'svelte.config.js') }),
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
