import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { afterAll, describe, expect, it } from 'vitest';
import { qrPng, qrSvg, qrTerminal } from './qr.ts';
import { hasZbarimg, NO_ZBAR, pbm, svgMatrix, zbarDecode, type Matrix } from './testing/qr-decode.ts';

const TEXTS = [
  'http://192.168.1.23:47800/',
  // A seat link is the longest text we encode: a URL plus a 43-character token.
  'http://10.213.0.1:47800/#seat=Q2hvb3NlIGEgc2VhdCBhbmQgcGxheSBmYWlybHkgISEhIQ',
];

function expected(text: string): Matrix {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, r) => Array.from({ length: modules.size }, (_, c) => modules.get(r, c) === 1));
}

// The terminal QR is coloured with ANSI escapes, which start with the ESC control character.
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
const TOP = new Set(['▀', '█']);
const BOTTOM = new Set(['▄', '█']);

// Half-block text: each character cell holds two module rows, the upper and the lower one.
function blockMatrix(text: string, size: number, firstRow: number, firstCol: number, rowOffset: number): Matrix {
  const lines = text.replace(ANSI, '').split('\n');
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      const cellRow = Math.floor((y + rowOffset) / 2);
      const ch = [...(lines[firstRow + cellRow] ?? '')][firstCol + x] ?? ' ';
      return ((y + rowOffset) % 2 === 0 ? TOP : BOTTOM).has(ch);
    }),
  );
}

function inner(matrix: Matrix, margin: number, size: number): Matrix {
  return matrix.slice(margin, margin + size).map((row) => row.slice(margin, margin + size));
}

const zbarimg = hasZbarimg();
if (!zbarimg) console.warn(`qr.test.ts: skipping the decode check (${NO_ZBAR})`);

const tmp = mkdtempSync(join(tmpdir(), 'hideout-qr-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const decode = (file: string, data: string | Buffer) => zbarDecode(file, data, tmp);

describe('qrSvg', () => {
  it.each(TEXTS)('is standalone, scalable SVG with a light background and a 4-module quiet zone: %s', async (text) => {
    const svg = await qrSvg(text);
    const size = expected(text).length;
    expect(svg.trim()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" [^>]*>.*<\/svg>$/s);
    expect(svg).toContain('shape-rendering="crispEdges"');
    // No fixed width: the board sizes it.
    expect(svg).not.toMatch(/<svg[^>]* width=/);
    const view = size + 8;
    expect(svg).toContain(`viewBox="0 0 ${view} ${view}"`);
    // An opaque white square under the whole view, quiet zone included, then black modules.
    expect(svg).toContain(`<path fill="#ffffff" d="M0 0h${view}v${view}H0z"/>`);
    expect(svg).not.toContain('opacity');
    const { matrix } = svgMatrix(svg);
    expect(inner(matrix, 4, size)).toEqual(expected(text));
    // Nothing drawn in the quiet zone.
    const quietDark = matrix.flatMap((row, y) => row.filter((dark, x) => dark && (y < 4 || x < 4 || y >= 4 + size || x >= 4 + size)));
    expect(quietDark).toEqual([]);
  });
});

describe('qrPng', () => {
  function pngSize(png: Buffer): [number, number] {
    return [png.readUInt32BE(16), png.readUInt32BE(20)];
  }

  it('is a PNG of the requested size', async () => {
    const png = await qrPng(TEXTS[0]!, 300);
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(pngSize(png)).toEqual([300, 300]);
    expect(png.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('defaults to 512 pixels', async () => {
    expect(pngSize(await qrPng(TEXTS[0]!))).toEqual([512, 512]);
  });
});

describe('qrTerminal', () => {
  it.each(TEXTS)('packs two module rows per line, black on white by ANSI colours: %s', async (text) => {
    const out = await qrTerminal(text);
    const size = expected(text).length;
    expect(out).toContain('\x1b[47m\x1b[30m');
    const lines = out.replace(ANSI, '').split('\n').filter((l) => l.length > 0);
    // A one-module border around the code, two module rows per line.
    expect(lines).toHaveLength(Math.ceil((size + 2) / 2));
    for (const line of lines) expect([...line]).toHaveLength(size + 2);
    expect(blockMatrix(out, size, 0, 1, 1)).toEqual(expected(text));
  });

  it.each(TEXTS)('plain: Unicode half blocks without escape codes and a two-module margin: %s', async (text) => {
    const out = await qrTerminal(text, { plain: true });
    const size = expected(text).length;
    expect(out).not.toContain('\x1b');
    expect(out).toMatch(/^[ ▀▄█\n]+$/);
    const lines = out.split('\n');
    expect(lines).toHaveLength(1 + Math.ceil(size / 2) + 1);
    for (const line of lines) expect([...line]).toHaveLength(size + 4);
    expect(blockMatrix(out, size, 1, 2, 0)).toEqual(expected(text));
  });
});

describe('decoding with zbarimg', () => {
  it.for(TEXTS)('every output reads back as the text: %s', async (text, ctx) => {
    // CI installs zbar-tools (.ci/run): there a missing decoder fails rather than skips.
    if (!zbarimg && process.env.CI) throw new Error(`${NO_ZBAR}; CI is set, so this fails instead of skipping`);
    ctx.skip(!zbarimg, NO_ZBAR);
    const size = expected(text).length;
    expect(decode('code.png', await qrPng(text))).toBe(text);
    const { matrix } = svgMatrix(await qrSvg(text));
    // The SVG matrix already carries its quiet zone.
    expect(decode('svg.pbm', pbm(matrix, 0, 8))).toBe(text);
    expect(decode('terminal.pbm', pbm(blockMatrix(await qrTerminal(text), size, 0, 1, 1), 1, 8))).toBe(text);
    expect(decode('plain.pbm', pbm(blockMatrix(await qrTerminal(text, { plain: true }), size, 1, 2, 0), 2, 8))).toBe(text);
  });
});
