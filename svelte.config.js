// Svelte 5 in runes mode everywhere; no preprocessing beyond TypeScript, which Svelte 5 strips itself.
export default {
  compilerOptions: { runes: true },
};
