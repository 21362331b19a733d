/**
 * The stage's size for what is sized from it, as custom properties: `--cqw` and `--cqh` hold 1 %
 * of its width and height in px, what the `cqw` and `cqh` units would give (the stage is a size
 * container with no padding, so its content box is its size). Use them as
 * `calc(var(--cqh, 1cqh) * 30)` instead of `30cqh`.
 *
 * Why not the units themselves: in Chromium an element whose style uses container units has its
 * style computed again, and its whole box laid out again, each time the container is laid out,
 * whatever changed inside it. On the board a single card turned over (one class, one number) made
 * the stage's every card and word be laid out again: 15-30 ms a step on a laptop slowed 4×,
 * against 2-4 ms with plain lengths. These properties change only when the stage's size does.
 *
 * The fallback (`1cqh`) counts for the first layout only, before the observer has reported, so
 * that first frame is drawn at the same size as every later one. An attachment for the stage:
 * `{@attach stageUnits}`.
 */
export function stageUnits(el: HTMLElement): () => void {
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize[0];
    if (box === undefined) return;
    // Delivered after layout and before paint: the frame the new size is first drawn in already
    // has the new lengths.
    el.style.setProperty('--cqw', `${box.inlineSize / 100}px`);
    el.style.setProperty('--cqh', `${box.blockSize / 100}px`);
  });
  observer.observe(el);
  return () => observer.disconnect();
}
