/**
 * `npm run bench [-- --seconds S]`: the engine's games per second (bench/engine.ts), then the
 * host's figures (bench/host.ts). Figures to read, not tests: nothing fails on a slow figure, but
 * the bench fails (non-zero exit) when the host answers an error or a wait times out.
 */
await import('./engine.ts');
const { run } = await import('./host.ts');
await run();

export {};
