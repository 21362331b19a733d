import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { FAVICON_SIZES, LINUX_SIZES, icoFromPngs } from './icons.mjs';

// The icons are generated once (scripts/icons.mjs) and committed: these checks read the files as
// they are in the checkout, so a missing or mis-sized icon fails here, not in a packager run.
const root = resolve(import.meta.dirname, '..');
const resources = join(root, 'resources');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'a PNG signature').toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The images inside a .ico: each entry's declared size and the bytes it points at. */
function icoImages(bytes: Buffer): { declared: number; image: Buffer }[] {
  expect(bytes.readUInt16LE(0)).toBe(0);
  expect(bytes.readUInt16LE(2)).toBe(1);
  return Array.from({ length: bytes.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const declared = bytes.readUInt8(entry) || 256;
    const length = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    expect(offset + length).toBeLessThanOrEqual(bytes.length);
    return { declared, image: bytes.subarray(offset, offset + length) };
  });
}

describe('the app icon', () => {
  it('has its Linux set in every size, each PNG as large as its name says', () => {
    const names = readdirSync(join(resources, 'icons')).sort();
    expect(names).toEqual((LINUX_SIZES as number[]).map((s) => `${s}x${s}.png`).sort());
    for (const size of LINUX_SIZES as number[]) {
      expect(pngSize(readFileSync(join(resources, 'icons', `${size}x${size}.png`))), `${size}x${size}.png`).toEqual({ width: size, height: size });
    }
  });

  it('has a 1024 px icon.png, from which electron-builder makes the macOS and Windows icons', () => {
    expect(pngSize(readFileSync(join(resources, 'icon.png')))).toEqual({ width: 1024, height: 1024 });
    const config = JSON.parse(readFileSync(join(root, 'electron-builder.json'), 'utf8'));
    expect(config.directories.buildResources).toBe('resources');
    for (const platform of ['mac', 'win']) expect(existsSync(join(root, config[platform].icon)), platform).toBe(true);
    expect(existsSync(join(root, config.linux.icon, '512x512.png'))).toBe(true);
  });

  it('is what the pages link and the host serves: a favicon.ico of small PNGs, the SVG and a 256 px PNG', () => {
    const ico = icoImages(readFileSync(join(resources, 'public', 'favicon.ico')));
    expect(ico.map((i) => i.declared)).toEqual(FAVICON_SIZES);
    for (const { declared, image } of ico) expect(pngSize(image)).toEqual({ width: declared, height: declared });
    expect(pngSize(readFileSync(join(resources, 'public', 'icon-256.png')))).toEqual({ width: 256, height: 256 });
    // The SVG the pages link is the source itself, not a copy that drifted.
    expect(readFileSync(join(resources, 'public', 'icon.svg'), 'utf8')).toBe(readFileSync(join(resources, 'icon.svg'), 'utf8'));
  });

  it('writes a 256 px entry of a .ico with the 0 the format uses for it', () => {
    const png = readFileSync(join(resources, 'icons', '256x256.png'));
    const ico = icoFromPngs([{ size: 16, png: readFileSync(join(resources, 'icons', '16x16.png')) }, { size: 256, png }]) as Buffer;
    expect(ico.readUInt8(6 + 16)).toBe(0);
    expect(icoImages(ico).map((i) => [i.declared, pngSize(i.image).width])).toEqual([[16, 16], [256, 256]]);
  });
});
