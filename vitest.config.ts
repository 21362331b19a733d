import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  // Components compile too, so a screen can be rendered on the server side in a unit test.
  plugins: [svelte()],
  test: {
    // Unit, property and host tests live beside the code; browser tests (e2e/) run under Playwright.
    include: ['shared/**/*.test.ts', 'electron/**/*.test.ts', 'renderer/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    exclude: ['node_modules/**', 'out/**', 'e2e/**'],
    testTimeout: 60_000,
  },
});
