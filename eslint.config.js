// ESLint for Hideout: the usual TypeScript and Svelte checks, and the import rules that state the
// architecture (docs/architecture.md), so that a wrong import fails `npm test` instead of waiting for review:
//
//   shared/engine   imports no game, no host, no screen, nothing of Node or Electron;
//   shared/         (games, protocol, i18n) imports no host, no screen, nothing of Node or
//                   Electron, and reads no clock and no Math.random (randomness comes from the state);
//   electron/host   never imports Electron (it runs headless too);
//   renderer/       imports no host, no Electron, nothing of Node, and from the games only types
//                   and the pure display helpers listed in DISPLAY_HELPERS (a game's demo.ts, the
//                   TV's "How to play", alone takes its game's rules to replay its script).
//   renderer/lib    (the pages' and games' kit) imports no page and no game: see LIB_RULES.
//   renderer/games  never imports the table connection nor signals on the window: a game's
//                   screens see the table through the port (renderer/lib/phone/game-port.ts).
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

/**
 * Modules of shared/games that the screens may import as values: pure and small (card faces,
 * role names, the calculator's deal tables), never the rules engine.
 */
const DISPLAY_HELPERS = /\/shared\/games\/(calculator|[a-z-]+\/(cards|types|display|calculator|reveal))\.ts$/;

// Patterns are regular expressions on the import's text (exact, unlike glob patterns on paths).
const NODE_AND_ELECTRON = [
  { regex: '^node:', message: 'Node built-ins stay in electron/ and scripts/: this code also runs in browsers.' },
  { regex: '^electron(/|$)', message: 'Only electron/main and electron/preload talk to Electron.' },
];

const restrict = (...patterns) => ['error', { patterns: [...patterns] }];
const tsRestrict = (...patterns) => ['error', { patterns: [...patterns] }];

/** What no screen imports (the renderer's rule; a game's screens have one more, below). */
const RENDERER_IMPORTS = [
  ...NODE_AND_ELECTRON,
  {
    // electron/ipc/contract.ts is the bridge's contract, which both sides check.
    regex: '/electron/(?!ipc/)',
    message: 'Screens talk to the host over the protocol only (and to Electron through the preload bridge).',
  },
  {
    regex: `/shared/games/(?!${DISPLAY_HELPERS.source.replace('\\/shared\\/games\\/', '').replace('$', '')}$)`,
    allowTypeImports: true,
    message: 'Screens take types from the games, and values only from the pure display helpers (eslint.config.js DISPLAY_HELPERS): the rules run on the host.',
  },
  { regex: '/shared/protocol/(index|messages|parse)\\.ts$', allowTypeImports: true, message: 'The protocol schemas (zod) stay off the phones: import types, and constants from shared/protocol/codes.ts.' },
];

/**
 * renderer/lib is the kit the pages and the games are built from (docs/architecture.md): it imports
 * no page (renderer/player, board, host, rules) and no game (renderer/games/…, the registry
 * included), so the arrows run one way: pages → games → lib. A pattern sees the import's text, not
 * the path it resolves to, so each depth of lib/ has its own: from a file `depth` folders below
 * lib/, `depth + 1` steps up reach renderer/, and from there an import may go on only into lib/ or
 * further up (shared/, electron/ipc).
 */
const LIB_DEPTHS = 4;
const libImports = (depth) => [
  {
    regex: `^(\\.\\./){${depth + 1}}(?!lib/|\\.\\./)`,
    message: 'renderer/lib is the pages\' and the games\' kit: it imports no page and no game (a page passes what lib needs, or the type moves into lib).',
  },
  { regex: '/renderer/(?!lib/)', message: 'renderer/lib imports no page and no game.' },
];
const LIB_RULES = Array.from({ length: LIB_DEPTHS }, (_, depth) => {
  const here = `renderer/lib/${'*/'.repeat(depth)}`;
  return [
    {
      files: [`${here}*.ts`, `${here}*.svelte`],
      ignores: ['**/*.test.ts'],
      rules: { '@typescript-eslint/no-restricted-imports': tsRestrict(...RENDERER_IMPORTS, ...libImports(depth)) },
    },
    // Its tests too: a test of lib that needed a game would say the code belongs elsewhere.
    {
      files: [`${here}*.test.ts`],
      rules: { 'no-restricted-imports': 'off', '@typescript-eslint/no-restricted-imports': tsRestrict(...libImports(depth)) },
    },
  ];
}).flat();

export default tseslint.config(
  {
    // `*.config.ts.*.mjs`: electron-vite's config, bundled for a moment beside itself while a build
    // runs (a lint beside a build found it, then failed to read it once it was gone).
    ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'resources/**', '**/*.d.ts', '**/*.config.ts.*.mjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Views arrive as JSON from the host and some test fixtures build states by hand.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Svelte 5 runes (`let x = $state()`) are reassigned by the compiler's rules, not ESLint's.
      'prefer-const': 'off',
      // The screens keep plain Maps and Sets on purpose for bookkeeping that must not cause a
      // render (timers, ids sent and not yet answered); reactive state is declared with runes.
      'svelte/prefer-svelte-reactivity': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { projectService: false, extraFileExtensions: ['.svelte'], parser: tseslint.parser, svelteConfig } },
  },

  // ---- the architecture ----------------------------------------------------------------------
  {
    files: ['shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict(...NODE_AND_ELECTRON, { regex: '/(electron|renderer)/', message: 'shared/ is used by the host and the screens alike: it imports neither.' }),
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Randomness comes from the seeded generator in the state, so a game replays from its journal.' },
        { object: 'Date', property: 'now', message: 'The rules read no clock: time comes from the host (the game timer) or not at all.' },
        { object: 'performance', property: 'now', message: 'The rules read no clock.' },
      ],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date']", message: 'The rules read no clock.' }],
    },
  },
  {
    files: ['shared/engine/**/*.ts'],
    ignores: ['**/*.test.ts', 'shared/engine/testing/**'],
    rules: {
      // After the shared/ block: in a flat config the later block's rule wins for these files.
      'no-restricted-imports': restrict(
        ...NODE_AND_ELECTRON,
        { regex: '(^|/)games(/|$)', message: 'The engine knows no game: games plug into it through the GameDefinition contract.' },
        { regex: '/(electron|renderer)/', message: 'The engine knows no host and no screen.' },
      ),
    },
  },
  {
    files: ['electron/host/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '^electron(/|$)', message: 'The host runs headless (npm run serve): Electron stays in electron/main.' },
        { regex: '/renderer/', message: 'The host serves the built screens; it does not import them.' },
      ),
    },
  },
  {
    // The host in parts a reader can hold in mind: a file of one job, a function that fits on a
    // screen (the room was one class of 1,900 lines before it was split into electron/host/room/,
    // the store one file of 1,600 before electron/host/store/). Tests are exempt.
    files: ['electron/host/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'max-lines': ['error', { max: 500 }],
      'max-lines-per-function': ['error', { max: 80 }],
    },
  },
  {
    // A browser test takes `test` from its fixtures, which close what it opened and fail it if it
    // left a page open; Playwright's own `test` would let its pages render beside every later test.
    files: ['e2e/**/*.e2e.ts', 'e2e/**/*.selftest.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': tsRestrict({
        regex: '^@playwright/test$',
        allowTypeImports: true,
        message: 'Browser tests take test and expect from ./table.ts (its fixtures close every context a test opens).',
      }),
    },
  },
  {
    files: ['renderer/**/*.ts', 'renderer/**/*.svelte'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': 'off',
      '@typescript-eslint/no-restricted-imports': tsRestrict(...RENDERER_IMPORTS),
    },
  },
  {
    // A game's screens see the table through the port their shell provides (lib/phone/game-port.ts):
    // never the connection itself, nor signals passed around on the window.
    files: ['renderer/games/**/*.ts', 'renderer/games/**/*.svelte'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': tsRestrict(...RENDERER_IMPORTS, {
        regex: '/table-connection(\\.svelte)?(\\.ts)?$',
        message: 'Game screens use the port (renderer/lib/phone/game-port.ts: gamePort()), not the table connection.',
      }),
      'no-restricted-globals': [
        'error',
        { name: 'dispatchEvent', message: 'Game screens tell the table through the port (gamePort()), not window events.' },
        { name: 'CustomEvent', message: 'Game screens tell the table through the port (gamePort()), not window events.' },
      ],
    },
  },
  {
    // The one screen part that runs a game's rules: its "How to play" (renderer/games/<id>/demo.ts)
    // replays the game's script, a journal, with the game's own rules, reveals and tips, on the TV
    // alone (the phone never downloads it: scripts/bundle-size.test.ts). It may import its own
    // game's rules, tips and script; everything else of the renderer's rules still holds.
    files: ['renderer/games/*/demo.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': tsRestrict(...RENDERER_IMPORTS.filter((rule) => !rule.regex.startsWith('/shared/games/')), {
        regex: '/shared/games/(?![a-z-]+/(index|reveal|tips)\\.ts$|[a-z-]+/demo\\.json$)',
        message: 'A demonstration takes its own game\'s rules, reveals, tips and script only.',
      }),
    },
  },
  ...LIB_RULES,
);
