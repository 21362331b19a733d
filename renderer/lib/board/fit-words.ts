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
 * The font size, in px, at which content `needed` px wide at `size` fits `available` px, or null
 * when it fits as it is. Scaled down in proportion (a word's width is proportional to its size),
 * rounded down to a tenth of a pixel so that rounding never leaves it a hair too wide.
 */
export function fittedSize(size: number, available: number, needed: number, floor = FIT_FLOOR): number | null {
  if (!(available > 0) || !(size > 0) || needed <= available + 0.5) return null;
  return Math.max(size * floor, Math.floor(((size * available) / needed) * 10) / 10);
}

export function fitWords(el: HTMLElement): () => void {
  const fit = () => {
    // Measured at its own size each time: the words or the room may have grown since.
    el.style.removeProperty('font-size');
    const base = parseFloat(getComputedStyle(el).fontSize);
    // Again after each step, a few times: what does not scale with the text (paddings, borders,
    // a table's rules) keeps a box a little wider than its words' share.
    for (let size = base, step = 0; step < 4; step++) {
      // Never below the floor of its own size, nor below what reads from the couch.
      const floor = Math.min(base, Math.max(FIT_FLOOR * base, minTextPx()));
      const next = fittedSize(size, el.clientWidth, el.scrollWidth, floor / size);
      if (next === null || next >= size) break;
      el.style.fontSize = `${next}px`;
      size = next;
    }
  };
  // Its room changes with the screen and the layout; its words with the game (a new name, a
  // card). Fitted at once, in the observers' own callbacks, so that the frame that first lays the
  // words out is already the fitted one: nothing is ever drawn broken or spilling.
  const resized = new ResizeObserver(fit);
  resized.observe(el);
  const changed = new MutationObserver(fit);
  changed.observe(el, { childList: true, characterData: true, subtree: true });
  fit();
  return () => {
    resized.disconnect();
    changed.disconnect();
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
    const fit = () => {
      el.style.removeProperty('zoom');
      // As drawn (a zoomed box's rectangle is its zoomed size), a couple of pixels inside the
      // room, and again after each step: borders and rounding do not shrink quite in proportion.
      let scale = 1;
      for (let step = 0; step < 6 && scale > FIT_FLOOR; step++) {
        const drawn = el.getBoundingClientRect();
        const client = axis === 'width' ? box.clientWidth : box.clientHeight;
        const scroll = axis === 'width' ? box.scrollWidth : box.scrollHeight;
        const room = client - 2;
        // What is drawn, or what the box still has to scroll, if more (a child's margin, a border).
        const need = Math.max(axis === 'width' ? drawn.width : drawn.height, scroll - client > 1 ? scroll : 0);
        if (room <= 0 || need <= room) break;
        scale = Math.max(FIT_FLOOR, Math.floor(scale * (room / need) * 1000) / 1000);
        el.style.zoom = String(scale);
      }
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
