// Svelte 5 in runes mode everywhere; no preprocessing beyond TypeScript, which Svelte 5 strips itself.
export default {
  compilerOptions: {
    runes: true,
    // Scoped CSS marks every styled element with its component's class: "s" and a hash of the
    // file, rather than Svelte's "svelte-" prefix, spares every phone a few hundred bytes.
    cssHash: ({ hash, filename }) => `s${hash(filename)}`,
  },
};
