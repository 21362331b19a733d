/**
 * A long list on the TV (a game's end history) scrolls by itself: nobody at the table can scroll
 * a TV. It rests at the top, glides to the bottom, rests, and starts again from the top; with
 * `prefers-reduced-motion` it turns a page at a time instead of gliding. A list that fits stays
 * still. Marked `data-scrolls`, so the board's overflow check knows it scrolls by design.
 */
export function autoScroll(node: HTMLElement): { destroy(): void } {
  node.dataset.scrolls = 'auto';
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  /** How long it rests at each end, and how fast it glides (in list heights per second). */
  const REST_MS = 4000;
  const HEIGHTS_PER_S = 0.08;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const rest = (fn: () => void) => (timer = setTimeout(fn, REST_MS));
  const room = () => node.scrollHeight - node.clientHeight;

  const glide = () => {
    let last = performance.now();
    let at = node.scrollTop;
    const tick = (now: number) => {
      at = Math.min(room(), at + ((now - last) / 1000) * HEIGHTS_PER_S * node.clientHeight);
      last = now;
      node.scrollTop = at;
      if (at >= room()) rest(top);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
  };
  const page = () => {
    node.scrollTop = Math.min(room(), node.scrollTop + node.clientHeight * 0.9);
    rest(node.scrollTop >= room() - 1 ? top : page);
  };
  function top(): void {
    node.scrollTop = 0;
    // Checked at each turn: the list may have grown, or the screen changed size.
    rest(() => (room() > 1 ? (reduced ? page() : glide()) : top()));
  }
  top();
  return {
    destroy() {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    },
  };
}
