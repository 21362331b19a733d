import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vitest/config';

// Two projects: the host, the rules and the tools run as plain Node; the screens' modules
// (Svelte 5 runes in .svelte.ts files, and components, which a unit test may render on the
// server side) go through the Svelte compiler.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    // Three files at a time: left alone, Vitest takes one core fewer than the machine has, which
    // on a two-core CI machine is one file at a time. Many host tests wait on sockets and child
    // processes, so a third file fills the gaps (a CI run: 147 s against 170 s with two).
    maxWorkers: 3,
    // The usual summary, then the ten slowest tests: where the run's time goes, in every CI log.
    reporters: ['default', './scripts/slowest-reporter.ts'],
    projects: [
      {
        test: {
          name: 'node',
          include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts', 'e2e/**/*.test.ts'],
          // The browser tests themselves are Playwright's (*.e2e.ts); only their helpers' unit tests run here.
          exclude: ['node_modules/**', 'out/**', 'e2e/**/*.e2e.ts'],
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
