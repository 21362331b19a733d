/**
 * Words kept whole on the TV. A name, a deck's label or a card's name can be longer than the box
 * it is given (a 20-letter name, Spanish beside English, a 4K board of ten seats); breaking the
 * word in two ("Interroga" / "tion") makes it unreadable from the couch, so the board never does
 * (no `overflow-wrap: anywhere`). Instead the element's text gets smaller, just enough for its
 * longest word to fit its width, and never below a floor.
 *
 * Use it as an attachment, `{@attach fitWords}`, on the element that holds the words; the element
 * must have a width of its own (a grid or flex child with `min-width: 0`, a fixed-layout table
 * cell), since its content's overflow is what is measured.
 */

/** The smallest share of its own size an element's text is taken down to. */
export const FIT_FLOOR = 0.6;

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
  let frame = 0;
  const fit = () => {
    frame = 0;
    // Measured at its own size each time: the words or the room may have grown since.
    el.style.removeProperty('font-size');
    const size = fittedSize(parseFloat(getComputedStyle(el).fontSize), el.clientWidth, el.scrollWidth);
    if (size !== null) el.style.fontSize = `${size}px`;
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(fit);
  };
  // Its room changes with the screen and the layout; its words with the game (a new name, a card).
  const resized = new ResizeObserver(schedule);
  resized.observe(el);
  const changed = new MutationObserver(schedule);
  changed.observe(el, { childList: true, characterData: true, subtree: true });
  schedule();
  return () => {
    resized.disconnect();
    changed.disconnect();
    cancelAnimationFrame(frame);
  };
}
