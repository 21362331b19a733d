import QRCode from 'qrcode';

// M recovers from about 15% damage: glare on a TV or a phone held at an angle, without making
// the code denser than a join URL needs.
const ERROR_CORRECTION = 'M';
// The standard asks for a quiet zone of four modules around the symbol; scanners need it to find
// the code against a busy background such as the rest of the board.
const QUIET_ZONE = 4;
const DARK = '#000000ff';
const LIGHT = '#ffffffff';

/**
 * The QR code for `text` as standalone SVG markup: black modules on an opaque white background
 * that includes a four-module quiet zone. It has a viewBox and no fixed width or height, so it
 * scales crisply to any size on the TV (`shape-rendering="crispEdges"`).
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, {
    type: 'svg',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    color: { dark: DARK, light: LIGHT },
  });
}

/**
 * The QR code for `text` as a PNG of `size` x `size` pixels (default 512; qrcode never draws a
 * module narrower than one pixel, so a tiny size for a long text comes out larger), black on
 * white with a four-module quiet zone.
 */
export function qrPng(text: string, size = 512): Promise<Buffer> {
  return QRCode.toBuffer(text, {
    type: 'png',
    errorCorrectionLevel: ERROR_CORRECTION,
    margin: QUIET_ZONE,
    width: size,
    color: { dark: DARK, light: LIGHT },
  });
}

/** Options of {@link qrTerminal}. */
export interface QrTerminalOptions {
  /**
   * Plain Unicode blocks without ANSI colour codes, for logs and pipes. The dark modules are then
   * drawn in the terminal's text colour, so on a dark-themed terminal the code comes out inverted
   * (many phone scanners still read it). Default false.
   */
  plain?: boolean;
}

/**
 * The QR code for `text` as compact terminal text for the headless host: two modules per
 * character cell using half blocks. By default it sets black on white with ANSI colours, so it
 * scans whatever the terminal's theme; that output has a one-module light border, the most a
 * small terminal affords (the terminal's own background lies around it).
 */
export function qrTerminal(text: string, options: QrTerminalOptions = {}): Promise<string> {
  if (options.plain) {
    return QRCode.toString(text, { type: 'utf8', errorCorrectionLevel: ERROR_CORRECTION, margin: 2 });
  }
  return QRCode.toString(text, { type: 'terminal', small: true, errorCorrectionLevel: ERROR_CORRECTION });
}
