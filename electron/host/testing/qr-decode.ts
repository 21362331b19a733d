import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Reading back the QR codes the host draws, with zbarimg (Debian package zbar-tools), for the
// tests that check what a phone's camera would read.

/** Dark modules, row by row, as the renderers should draw them. */
export type Matrix = boolean[][];

export const hasZbarimg = (): boolean => spawnSync('zbarimg', ['--version'], { encoding: 'utf8' }).status === 0;
export const NO_ZBAR = 'zbarimg not found: install Debian package zbar-tools to decode the codes';

// The SVG draws each run of dark modules as a one-unit-wide horizontal stroke:
// "M<x> <y+.5>" starts a row, "m<dx> 0" skips light modules, "h<n>" draws n dark ones.
export function svgMatrix(svg: string): { matrix: Matrix; viewSize: number } {
  const viewSize = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const d = /<path stroke="#000000" d="([^"]*)"/.exec(svg)?.[1] ?? '';
  const grid: Matrix = Array.from({ length: viewSize }, () => Array<boolean>(viewSize).fill(false));
  let x = 0;
  let row = 0;
  for (const [, cmd, a, b] of d.matchAll(/([Mmh])([\d.]+)(?: ([\d.]+))?/g)) {
    const n = Number(a);
    if (cmd === 'M') {
      x = n;
      row = Math.floor(Number(b));
    } else if (cmd === 'm') {
      x += n;
    } else {
      for (let i = 0; i < n; i++) grid[row]![x + i] = true;
      x += n;
    }
  }
  return { matrix: grid, viewSize };
}

// Plain PBM, which zbarimg reads, so the SVG and terminal drawings can be decoded too.
export function pbm(matrix: Matrix, quiet: number, scale: number): string {
  const size = (matrix.length + 2 * quiet) * scale;
  const rows: string[] = [];
  for (let py = 0; py < size; py++) {
    const y = Math.floor(py / scale) - quiet;
    let line = '';
    for (let px = 0; px < size; px++) {
      const x = Math.floor(px / scale) - quiet;
      line += matrix[y]?.[x] ? '1' : '0';
    }
    rows.push(line);
  }
  return `P1\n${size} ${size}\n${rows.join('\n')}\n`;
}

/** What zbarimg reads in an image file's bytes (PNG or PBM); throws when it finds no code. */
export function zbarDecode(file: string, data: string | Buffer, dir?: string): string {
  const tmp = dir ?? mkdtempSync(join(tmpdir(), 'hideout-qr-'));
  try {
    const path = join(tmp, file);
    writeFileSync(path, data);
    // stderr is kept out of the test output: zbarimg complains there when there is no D-Bus.
    const run = spawnSync('zbarimg', ['--raw', '--quiet', path], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`zbarimg found no code in ${file} (exit ${run.status}): ${run.stderr}`);
    return run.stdout.replace(/\n$/, '');
  } finally {
    if (dir === undefined) rmSync(tmp, { recursive: true, force: true });
  }
}

/** The text a phone's camera would read in the host's /qr.svg. */
export function decodeSvg(svg: string): string {
  // The SVG matrix already carries its quiet zone.
  return zbarDecode('svg.pbm', pbm(svgMatrix(svg).matrix, 0, 8));
}
