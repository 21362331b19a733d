// What a player sees of Hangul on a page, whatever fonts the machine has: which font draws each
// Hangul glyph (Chromium's own answer, over CDP), and which slices of the bundled Noto Sans KR the
// page downloaded against the slices its text needs (from the page's own @font-face rules).
import type { BrowserContext, Page } from '@playwright/test';
import { covers, parseUnicodeRange, type Range } from '../scripts/hangul-font.ts';

/** The bundled family (the pages' only web font). */
export const BUNDLED = 'Noto Sans KR';

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/g;
const fileName = (url: string) => new URL(url, 'http://x/').pathname.split('/').pop()!;

/** Records every font file pages of this context request, from the first navigation on. */
export function recordFontRequests(context: BrowserContext): Set<string> {
  const files = new Set<string>();
  context.on('request', (request) => {
    if (/\.woff2?$/.test(new URL(request.url()).pathname)) files.add(fileName(request.url()));
  });
  return files;
}

/**
 * Lets the page lay out what is on screen (which starts its font loads), waits for those loads,
 * then for the frame that lays the text out again with the faces that arrived.
 */
export async function settleFonts(page: Page): Promise<void> {
  const frame = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await frame();
  await page.evaluate(async () => void (await document.fonts.ready));
  await frame();
}

/**
 * The bundled font's files that hold a character of the page's text (hidden text and the
 * language picker's options included: a browser may measure those too), from the page's own
 * @font-face rules, so the answer follows whatever the build bundles.
 */
export async function neededSlices(page: Page): Promise<{ needed: Set<string>; faces: number }> {
  const { rules, text } = await page.evaluate((family) => {
    const rules: { src: string; range: string }[] = [];
    for (const sheet of document.styleSheets) {
      for (const rule of sheet.cssRules) {
        if (rule instanceof CSSFontFaceRule && rule.style.getPropertyValue('font-family').replace(/["']/g, '') === family) {
          rules.push({ src: rule.style.getPropertyValue('src'), range: rule.style.getPropertyValue('unicode-range') });
        }
      }
    }
    return { rules, text: document.body.textContent ?? '' };
  }, BUNDLED);
  const faces = rules.map((r) => ({ file: fileName(r.src.match(/url\("?([^")]+\.woff2)"?\)/)![1]!), ranges: parseUnicodeRange(r.range) as Range[] }));
  const needed = new Set<string>();
  for (const ch of new Set(text)) {
    const face = faces.find((f) => covers(f.ranges, ch.codePointAt(0)!));
    if (face) needed.add(face.file);
  }
  return { needed, faces: faces.length };
}

export interface HangulRun {
  /** The text of one element that holds nothing but text (what Chromium reports fonts for). */
  text: string;
  hangul: number;
  /** Glyphs drawn per font, as Chromium reports them: web fonts (the bundled one) as "web:<family>". */
  fonts: Record<string, number>;
}

/** For every rendered element holding only text, some of it Hangul: which fonts drew its glyphs. */
export async function hangulRuns(page: Page): Promise<HangulRun[]> {
  const texts = await page.evaluate((pattern) => {
    const hangul = new RegExp(pattern);
    const elements = new Set<Element>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // A closed picker's options have no boxes to draw in: only what is on screen counts. Chromium
      // reports the fonts of an element's text two layout levels down, anonymous boxes included,
      // so only elements holding nothing but text give an account of exactly their own text.
      if (
        parent &&
        hangul.test(node.nodeValue ?? '') &&
        parent.childElementCount === 0 &&
        !parent.closest('select') &&
        parent.checkVisibility()
      ) {
        elements.add(parent);
      }
    }
    return [...elements].map((el, i) => {
      el.setAttribute('data-hangul-run', String(i));
      return el.textContent ?? '';
    });
  }, HANGUL.source);
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const runs: HangulRun[] = [];
    for (let i = 0; i < texts.length; i++) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-hangul-run="${i}"]` });
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
      const byFamily: Record<string, number> = {};
      // A web font is named by its file's own family (the bundled one calls itself "Noto Sans KR Thin").
      for (const f of fonts) {
        const key = f.isCustomFont ? `web:${f.familyName}` : f.familyName;
        byFamily[key] = (byFamily[key] ?? 0) + f.glyphCount;
      }
      runs.push({ text: texts[i]!, hangul: texts[i]!.match(HANGUL)?.length ?? 0, fonts: byFamily });
    }
    return runs;
  } finally {
    await page.evaluate(() => document.querySelectorAll('[data-hangul-run]').forEach((el) => el.removeAttribute('data-hangul-run')));
    await cdp.detach();
  }
}

/** How many of a run's glyphs the bundled font drew. */
export const bundledGlyphs = (run: HangulRun): number =>
  Object.entries(run.fonts).reduce((sum, [key, glyphs]) => sum + (key.startsWith(`web:${BUNDLED}`) ? glyphs : 0), 0);
