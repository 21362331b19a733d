/**
 * What the phone's page names in its head for the browser to fetch at once, beside the app: the
 * chunks the app would otherwise ask for only after its own scripts ran (one round trip each,
 * 150 ms and more on a busy Wi-Fi). The host knows them before the phone does: the language the
 * page is written in (first-screen.ts), and for a phone back at its seat mid-game, the game on the
 * table. Read from the build's manifest (out/renderer/.vite/manifest.json), keyed by source path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isDynamicEntry?: boolean;
}
export type BuildManifest = Readonly<Record<string, BuildChunk>>;

/** The build's manifest, or null for screens built without one (then nothing is preloaded). */
export function readBuildManifest(staticDir: string): BuildManifest | null {
  const path = join(staticDir, '.vite', 'manifest.json');
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** A chunk's files and those of its static imports, recursively, as absolute paths. */
function closure(manifest: BuildManifest, key: string, into: Set<string>, skip: ReadonlySet<string>): void {
  const chunk = manifest[key];
  if (chunk === undefined || skip.has(key) || into.has(`/${chunk.file}`)) return;
  into.add(`/${chunk.file}`);
  for (const css of chunk.css ?? []) into.add(`/${css}`);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into, skip);
}

/** What the phone's page loads anyway, by its own tags: not named twice. */
function pageChunks(manifest: BuildManifest): Set<string> {
  const keys = new Set<string>();
  const walk = (key: string): void => {
    if (keys.has(key) || manifest[key] === undefined) return;
    keys.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep);
  };
  walk('player/index.html');
  return keys;
}

/**
 * The files to preload for a phone's page in `lang`: the shell's words in that language; with
 * `game`, that game's phone screen and its words too. Absolute paths ("/assets/…"), scripts and
 * their stylesheets.
 */
export function phonePreloads(manifest: BuildManifest | null, lang: string, game: string | null): string[] {
  if (manifest === null) return [];
  const skip = pageChunks(manifest);
  const files = new Set<string>();
  closure(manifest, `lib/i18n/words/${lang}.ts`, files, skip);
  if (game !== null) {
    const folder = `games/${game}/`;
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!key.startsWith(folder) || chunk.isDynamicEntry !== true) continue;
      if ((key.startsWith(`${folder}phone/`) && key.endsWith('Phone.svelte')) || key === `${folder}words/${lang}.ts`) closure(manifest, key, files, skip);
    }
  }
  return [...files];
}

/** The head's tags for those files: module scripts as `modulepreload`, stylesheets as `preload`. */
export function preloadTags(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css') ? `<link rel="preload" as="style" crossorigin href="${file}">` : file.endsWith('.js') ? `<link rel="modulepreload" crossorigin href="${file}">` : '',
    )
    .join('');
}
