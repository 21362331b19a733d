/**
 * Words kept whole on the TV. A name, a deck's label or a card's name can be longer than the box
 * it is given (a 20-letter name, Spanish beside English, a 4K board of ten seats); breaking the
 * word in two ("Interroga" / "tion") makes it unreadable from the couch, so the board never does
 * (no `overflow-wrap: anywhere`). Instead the element's text gets smaller, just enough for its
 * longest word to fit its width, and never below a floor (a share of its size, and `TV_MIN_TEXT`).
 *
 * Use it as an attachment, `{@attach fitWords}`, on the element that holds the words; the element
 * must have a width of its own (a grid or flex child with `min-width: 0`, a block with a
 * max-width), since its content's overflow is what is measured. On a box that scrolls (an end
 * table wider than the screen) it scales everything inside sized in em.
 */

/** The smallest share of its own size an element's text is taken down to. */
export const FIT_FLOOR = 0.6;

/**
 * The smallest text the TV draws, as a share of the screen's height: 20 px at 1080p (13 px of a
 * 720p window, 40 px at 4K: the same size on the same TV), the small print of a TV's own menus,
 * which reads from 3 m on a 50-inch screen. Words fitted to their box never go below it; the
 * browser tests check every text of every board against it (e2e/overflow.ts).
 */
export const TV_MIN_TEXT = 20 / 1080;

/** `TV_MIN_TEXT` in px for this window. */
const minTextPx = (): number => TV_MIN_TEXT * window.innerHeight;

/**
 * Fitted sizes come in steps of a twentieth of the element's own size. Each size text is drawn at
 * is a font the browser looks up, measures and shapes anew (Chromium keys its fonts by size), and
 * exact fits gave every name and card a size of its own; in steps, the same few sizes come back
 * from one reveal to the next. Zooms stay exact: a box's zoom often sits just above what reads
 * from the couch (TV_MIN_TEXT), and a step down would cross it.
 */
export const FIT_STEPS = 20;

/**
 * The zoom an element is drawn at (the product of its own and its boxes' `zoom`: an end table
 * zoomed to fit the screen's width by `fitWidth`), 1 where the browser does not say.
 */
export function drawnZoom(el: HTMLElement): number {
  const zoom = (el as HTMLElement & { currentCSSZoom?: number }).currentCSSZoom;
  return typeof zoom === 'number' && zoom > 0 ? zoom : 1;
}

/**
 * The least font size, in px, an element of size `base` may be fitted to: FIT_FLOOR of its size,
 * and never under what reads from the couch (`minPx`) as drawn, that is once its boxes' `zoom`
 * has taken it smaller; never above its own size (what is small by design stays as it is).
 */
export function floorPx(base: number, minPx: number, zoom = 1): number {
  return Math.min(base, Math.max(FIT_FLOOR * base, minPx / zoom));
}

/** `ratio` (0 to 1) rounded down to a step; a hair of tolerance keeps 0.95 from becoming 0.9. */
export function stepDown(ratio: number): number {
  return Math.floor(ratio * FIT_STEPS + 1e-6) / FIT_STEPS;
}

/**
 * The font size, in px, at which content `needed` px wide at `size` fits `available` px, or null
 * when it fits as it is. Scaled down in proportion (a word's width is proportional to its size),
 * then down to a step of `base` (the element's own size) so that rounding never leaves it a hair
 * too wide; never below `floor` of `size`.
 */
export function fittedSize(size: number, available: number, needed: number, floor = FIT_FLOOR, base = size): number | null {
  if (!(available > 0) || !(size > 0) || !(base > 0) || needed <= available + 0.5) return null;
  return Math.max(size * floor, base * stepDown((size * available) / needed / base));
}

/**
 * Every fitted element of the board is fitted together, in one pass of a few steps: all the
 * elements' sizes are written, then all are measured, so that a step costs the page one layout
 * whatever the number of elements. Fitted one by one, each element's write made the next one's
 * measure lay the whole board out again: a state change touching the ten seats' names cost ten
 * layouts in a row, the longest frames of a reveal on a slow laptop.
 */
const waiting = new Set<HTMLElement>();
let planned = false;

/**
 * What an element was last fitted for. While its words, its width, its class, its parent's size
 * and the screen's height are what they were, and it still fits, the size it was given holds and
 * it is left alone: taking a fitted element back to its own size to measure it again lays the
 * board out twice more, and at a reveal's every step most of the waiting elements (a seat strip
 * resized by a new line on the stage) have not changed at all.
 */
interface FittedFor {
  text: string;
  width: number;
  className: string;
  parentSize: string;
  screen: number;
  size: string;
  /** The zoom it was drawn at (drawnZoom): a box zoomed anew moves its floor. */
  zoom: number;
}
const fittedFor = new WeakMap<HTMLElement, FittedFor>();

/** Read only, for one layout for all: what `el` would be fitted for now (at `width`, if measured). */
function fitKey(el: HTMLElement, screen: number, width = el.clientWidth): FittedFor {
  const parent = el.parentElement;
  return {
    text: el.textContent ?? '',
    width,
    className: el.className,
    parentSize: parent === null ? '' : getComputedStyle(parent).fontSize,
    screen,
    size: el.style.fontSize,
    zoom: drawnZoom(el),
  };
}

const sameFit = (a: FittedFor, b: FittedFor): boolean =>
  a.text === b.text && Math.abs(a.width - b.width) < 1 && a.className === b.className && a.parentSize === b.parentSize && a.screen === b.screen && a.size === b.size && Math.abs(a.zoom - b.zoom) < 0.001;

/** Of `els`, those that must be fitted again; reads the layout once, writes nothing. */
export function needFitting(els: HTMLElement[], screen: number, last: (el: HTMLElement) => FittedFor | undefined = (el) => fittedFor.get(el)): HTMLElement[] {
  return els.filter((el) => {
    const was = last(el);
    return was === undefined || !sameFit(was, fitKey(el, screen)) || el.scrollWidth > el.clientWidth + 0.5;
  });
}

function fitWaiting(): void {
  planned = false;
  const screen = window.innerHeight;
  const els = needFitting(
    [...waiting].filter((el) => el.isConnected),
    screen,
  );
  waiting.clear();
  if (els.length === 0) return;
  // Measured at their own size: the words or the room may have grown since.
  for (const el of els) el.style.removeProperty('font-size');
  const minPx = minTextPx();
  let fitting = els.map((el) => {
    const base = parseFloat(getComputedStyle(el).fontSize);
    // Never below the floor of its own size, nor below what reads from the couch as drawn.
    return { el, base, size: base, floorPx: floorPx(base, minPx, drawnZoom(el)) };
  });
  const widths = new Map<HTMLElement, number>();
  // Again after each step, a few times: what does not scale with the text (paddings, borders,
  // a table's rules) keeps a box a little wider than its words' share.
  for (let step = 0; step < 4 && fitting.length > 0; step++) {
    const next = fitting.map((f) => {
      widths.set(f.el, f.el.clientWidth);
      return fittedSize(f.size, f.el.clientWidth, f.el.scrollWidth, f.floorPx / f.size, f.base);
    });
    fitting = fitting.filter((f, i) => {
      const size = next[i];
      if (size === null || size === undefined || size >= f.size) return false;
      f.el.style.fontSize = `${size}px`;
      f.size = size;
      // Written after its last measure: its width is not known, so it is fitted again next time.
      widths.delete(f.el);
      return true;
    });
  }
  // Remembered from what was measured, without laying the board out once more.
  for (const el of els) {
    const width = widths.get(el);
    if (width === undefined) {
      fittedFor.delete(el);
      continue;
    }
    fittedFor.set(el, fitKey(el, screen, width));
  }
}

/** Fits `el` with every other element asking in the same task or observer callback. */
function fitSoon(el: HTMLElement): void {
  waiting.add(el);
  if (planned) return;
  planned = true;
  queueMicrotask(fitWaiting);
}

// One observer for all: one callback for every element whose room changed in a layout, and so
// one pass for them all.
let resized: ResizeObserver | undefined;

export function fitWords(el: HTMLElement): () => void {
  // Its room changes with the screen and the layout; its words with the game (a new name, a
  // card). Fitted at once, in the observers' own callbacks (the pass is a microtask of theirs), so
  // that the frame that first lays the words out is already the fitted one: nothing is ever
  // drawn broken or spilling.
  resized ??= new ResizeObserver((entries) => {
    for (const entry of entries) fitSoon(entry.target as HTMLElement);
  });
  resized.observe(el);
  const changed = new MutationObserver(() => fitSoon(el));
  changed.observe(el, { childList: true, characterData: true, subtree: true });
  fitSoon(el);
  return () => {
    resized?.unobserve(el);
    changed.disconnect();
    waiting.delete(el);
  };
}

/**
 * The same for a whole box, by zoom: what a phase puts on the stage (a long team, whom the vote
 * waits for, a discussion countdown, the Lookout's news) may be taller than the stage a ten-seat
 * table leaves, and a ten-seat end table with long names wider than the screen; rather than cut
 * them off, the whole of it is drawn smaller (never below the floor). Zoom, not a transform, so
 * that the layout shrinks too and nothing is left overflowing. An attachment for the element
 * holding the content, inside the box it must fit: `{@attach fitHeight}`, `{@attach fitWidth}`.
 */
function fitToBox(axis: 'width' | 'height'): (el: HTMLElement) => () => void {
  return (el) => {
    const box = el.parentElement;
    if (box === null) return () => undefined;
    /** What is drawn, or what the box still has to scroll, if more (a child's margin, a border). */
    const measure = () => {
      const drawn = el.getBoundingClientRect();
      const client = axis === 'width' ? box.clientWidth : box.clientHeight;
      const scroll = axis === 'width' ? box.scrollWidth : box.scrollHeight;
      // A couple of pixels inside the room: borders and rounding do not shrink quite in proportion.
      return { room: client - 2, need: Math.max(axis === 'width' ? drawn.width : drawn.height, scroll - client > 1 ? scroll : 0) };
    };
    // Where the last pass left it: the observer calls again when that pass's own zoom resized the
    // box, and a box whose words do not shrink quite in proportion would otherwise be grown and
    // shrunk again at every frame.
    let settled: { zoom: number; room: number; need: number } | undefined;
    const fit = () => {
      // First as it is drawn now (in the observer's callback the layout is fresh, so this costs
      // nothing), and the zoom it needs from there: a zoomed box's rectangle is its zoomed size.
      // Writing a zoom lays the whole stage out again, so a box already at the zoom it needs is
      // left alone: at a reveal's every step the stage changes a little, its zoom mostly not.
      const now = Number(el.style.zoom || 1);
      let { room, need } = measure();
      if (room <= 0) return;
      if (settled !== undefined && settled.zoom === now && Math.abs(settled.room - room) < 1 && Math.abs(settled.need - need) < 1) return;
      const wanted = Math.min(1, Math.max(FIT_FLOOR, Math.floor(((now * room) / need) * 1000) / 1000));
      if (need <= room && (now === 1 || Math.abs(wanted - now) < 0.002)) {
        settled = { zoom: now, room, need };
        return;
      }
      let scale = wanted;
      if (scale === 1) el.style.removeProperty('zoom');
      else el.style.zoom = String(scale);
      // Again after each step: what is wrapped at one zoom is not quite in proportion at another.
      for (let step = 0; ; step++) {
        ({ room, need } = measure());
        if (step >= 6 || scale <= FIT_FLOOR || room <= 0 || need <= room) break;
        scale = Math.max(FIT_FLOOR, Math.floor(scale * (room / need) * 1000) / 1000);
        el.style.zoom = String(scale);
      }
      settled = { zoom: Number(el.style.zoom || 1), room, need };
    };
    // At once, in the observer's callback: the first frame with the new content is the fitted one.
    const resized = new ResizeObserver(fit);
    resized.observe(el);
    resized.observe(box);
    fit();
    return () => resized.disconnect();
  };
}

export const fitHeight = fitToBox('height');
export const fitWidth = fitToBox('width');
