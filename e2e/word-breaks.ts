/**
 * Words broken inside themselves: a line that ends between two letters of one word ("Interroga" /
 * "tion deck", "The Chaplai" / "n", a Korean word split between two syllables). A screen may wrap
 * between words only; a word too long for its box must be given room, not cut in two.
 *
 * `brokenWords` runs in a page and is self-contained (a function sent to a page must be): the
 * phones' one-thumb check calls it at every size, and the board's overflow watch installs it
 * (`brokenWordsScript`) to call it with its own checks.
 */

/** One word broken across lines: the word, the element it is in, and the two parts as laid out. */
export interface BrokenWord {
  word: string;
  element: string;
  parts: string;
}

export function brokenWords(): BrokenWord[] {
  const found: BrokenWord[] = [];
  const letter = /[\p{L}\p{M}\p{N}]/u;
  const describe = (el: Element): string => {
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    return `${el.tagName.toLowerCase()}${id ? ` in [${id}]` : ''}`;
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    const text = node.data;
    if (!parent || text.trim().length < 2 || !parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    // Screen-reader-only text is laid out in a 1 px box on purpose.
    if (parent.clientWidth <= 1 && parent.clientHeight <= 1 && getComputedStyle(parent).position === 'absolute') continue;
    range.selectNodeContents(node);
    const lines = range.getClientRects();
    if (lines.length < 2) continue;
    // Character by character (by code point): where a character starts a new line, the two
    // characters either side of the break must not both be letters of one word.
    let prev: { top: number; height: number; ch: string; at: number } | null = null;
    for (let i = 0; i < text.length; ) {
      const ch = String.fromCodePoint(text.codePointAt(i)!);
      range.setStart(node, i);
      range.setEnd(node, i + ch.length);
      const box = range.getBoundingClientRect();
      if (box.width > 0 || box.height > 0) {
        if (prev !== null && box.top > prev.top + prev.height / 2 && letter.test(prev.ch) && letter.test(ch)) {
          let start = prev.at;
          while (start > 0 && letter.test(text[start - 1]!)) start--;
          let end = i;
          while (end < text.length && letter.test(text[end]!)) end++;
          found.push({ word: text.slice(start, end), element: describe(parent), parts: `${text.slice(start, i)} / ${text.slice(i, end)}` });
        }
        prev = { top: box.top, height: box.height, ch, at: i };
      }
      i += ch.length;
    }
  }
  return found;
}

/** An init script that makes `brokenWords` callable from the page's own scripts (the board's overflow watch). */
export const brokenWordsScript = (): string => `window.__brokenWords = ${brokenWords.toString()};`;
