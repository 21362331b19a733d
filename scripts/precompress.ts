// Every text file of the built screens gets a gzip twin beside it (`app.js.gz`), which the host
// sends to a browser that accepts gzip (@fastify/static's `preCompressed`). Made once at build
// time at the highest level, so a phone on a slow Wi-Fi downloads the sizes the budgets speak of
// (docs/performance.md) and the host spends nothing per request. Brotli is left out: browsers
// offer it over HTTPS only, and the table is plain HTTP on the local network.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What compresses: scripts, styles, pages, pictures drawn as text. Fonts and PNGs already are compressed. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|ico)$/;

/** Writes `<file>.gz` beside every compressible file under `dir` that gzip makes smaller. */
export function precompress(dir: string): { files: number; bytes: number; gzipped: number } {
  const done = { files: 0, bytes: 0, gzipped: 0 };
  const walk = (folder: string): void => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      // Vite's manifest is read by the build's own scripts, never served.
      if (statSync(path).isDirectory()) {
        if (name !== '.vite') walk(path);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const raw = readFileSync(path);
      const gz = gzipSync(raw, { level: 9 });
      if (gz.length >= raw.length) continue;
      writeFileSync(`${path}.gz`, gz);
      done.files++;
      done.bytes += raw.length;
      done.gzipped += gz.length;
    }
  };
  walk(dir);
  return done;
}
