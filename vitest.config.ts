import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Two projects: the host, the rules and the tools run as plain Node; the screens' modules
// (Svelte 5 runes in .svelte.ts files, and components, which a unit test may render on the
// server side) go through the Svelte compiler.
export default defineConfig({
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
        test: {
          name: 'screens',
          include: ['renderer/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
    ],
  },
});
