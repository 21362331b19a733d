import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

// Two projects: the host, the rules and the tools run as plain Node; the screens' modules
// (Svelte 5 runes in .svelte.ts files) go through the Svelte compiler, resolved as in a browser.
export default defineConfig({
  // Components compile too, so a screen can be rendered on the server side in a unit test.
  plugins: [svelte()],
  test: {
    testTimeout: 60_000,
    projects: [
      {
        test: {
          name: 'node',
          include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['node_modules/**', 'out/**', 'e2e/**'],
          testTimeout: 60_000,
        },
      },
      {
        plugins: [svelte({ configFile: './svelte.config.js' })],
        resolve: { conditions: ['browser'] },
        test: {
          name: 'screens',
          include: ['renderer/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
