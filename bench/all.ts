/**
 * `npm run bench [-- --seconds S]`: the engine's games per second (bench/engine.ts), then the
 * host's figures (bench/host.ts). Figures to read, not tests: nothing fails on a slow figure.
 */
await import('./engine.ts');
const { main } = await import('./host.ts');
await main();

export {};
