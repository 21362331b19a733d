// Regenerates every icon file from the one hand-written source, resources/icon.svg:
//   resources/icons/NxN.png   the Linux icon set electron-builder installs (linux.icon)
//   resources/icon.png        1024 px: electron-builder derives the macOS .icns and Windows .ico
//   resources/public/         copied by the renderer build to the root the host serves:
//     favicon.ico             16, 32 and 48 px, for browsers that ask for /favicon.ico
//     icon.svg                the scalable favicon the pages link first
//     icon-256.png            the phones' home-screen icon and the desktop windows' icon
// The generated files are committed, so neither CI nor `npm ci` needs a rasteriser; run
// `node scripts/icons.mjs` after editing the SVG. It needs rsvg-convert (Debian: librsvg2-bin).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const resources = resolve(import.meta.dirname, '..', 'resources');
export const LINUX_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
export const FAVICON_SIZES = [16, 32, 48];

/**
 * A .ico file holding PNG images (each entry is a whole PNG file, which every browser and
 * Windows since Vista read), so it is written without any image library.
 */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    // A dimension of 256 or more is written as 0, as the format asks.
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

function rasterise(svg, size, target) {
  const run = spawnSync('rsvg-convert', ['--width', String(size), '--height', String(size), '--format', 'png', '--output', target, svg], { encoding: 'utf8' });
  if (run.error?.code === 'ENOENT') throw new Error('rsvg-convert is not installed (Debian/Ubuntu: apt-get install librsvg2-bin)');
  if (run.status !== 0) throw new Error(`rsvg-convert failed at ${size} px: ${run.stderr}`);
}

function main() {
  const svg = join(resources, 'icon.svg');
  const icons = join(resources, 'icons');
  const pub = join(resources, 'public');
  mkdirSync(icons, { recursive: true });
  mkdirSync(pub, { recursive: true });
  const pngOf = (size) => join(icons, `${size}x${size}.png`);
  for (const size of LINUX_SIZES) rasterise(svg, size, pngOf(size));
  copyFileSync(pngOf(1024), join(resources, 'icon.png'));
  copyFileSync(pngOf(256), join(pub, 'icon-256.png'));
  copyFileSync(svg, join(pub, 'icon.svg'));
  writeFileSync(join(pub, 'favicon.ico'), icoFromPngs(FAVICON_SIZES.map((size) => ({ size, png: readFileSync(pngOf(size)) }))));
  console.log(`icons: ${LINUX_SIZES.length} PNG sizes, icon.png, favicon.ico, icon.svg and icon-256.png written under ${resources}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main();
