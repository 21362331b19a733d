import type { Page } from '@playwright/test';
import { TV_MIN_TEXT } from '../renderer/lib/board/fit-words.ts';
import { brokenWordsScript, type BrokenWord } from './word-breaks.ts';

/**
 * What a board must never do, whatever the screen size, the names or the language: scroll, put
 * anything off the screen, cut text (a clip, an ellipsis, a line clamp) or put anything under the
 * corners the shell keeps (the QR and its caption, the room code and mute button), let text run
 * over a box of another part of the screen (a seat card grown over the decks beside the stage, a
 * stage spilling over the seats), or draw text too small to read from the couch (`TV_MIN_TEXT`, renderer/lib/board/fit-words.ts:
 * what is fitted to its box counts at the size drawn, its zoom included).
 *
 * The check runs inside the page, so that it sees every state the board passes through without a
 * round trip per sample: every 500 ms, and at once when the phase, a reveal or the screen changes.
 * A state in the middle of an animation (a card turning, a verdict popping in) is checked once the
 * animation has finished: it is the resting layout that must fit.
 */

/** One thing wrong, as the page saw it. */
export interface Problem {
  kind: 'page scrolls' | 'scrolls' | 'clipped' | 'off screen' | 'under the corner' | 'overlaps' | 'word broken' | 'too small';
  /** Which element, by its test ids and classes, and the start of its text. */
  element: string;
  /** Where it was and by how much it did not fit. */
  detail: string;
  /** The board's phase (and whether a reveal was playing) when it was first seen. */
  phase: string;
}

/**
 * Elements that may scroll by design carry `data-scrolls` (a long end history that scrolls by
 * itself): their overflow is not a problem, nor is their content being out of view.
 */
function install(minText: number): void {
  type Found = { kind: string; element: string; detail: string; phase: string };
  const found = new Map<string, Found>();
  const w = window as unknown as { __overflow: { problems: () => Found[]; checks: number }; __brokenWords?: () => BrokenWord[] };
  w.__overflow = { problems: () => [...found.values()], checks: 0 };

  const round = (n: number) => Math.round(n);
  const box = (r: DOMRect) => `(${round(r.left)},${round(r.top)} ${round(r.width)}×${round(r.height)})`;
  const describe = (el: Element): string => {
    const parts: string[] = [];
    let node: Element | null = el;
    // The element itself, then the nearest ancestors with a test id, so the message says where.
    for (let depth = 0; node && depth < 12 && parts.length < 3; depth++, node = node.parentElement) {
      const id = node.getAttribute('data-testid');
      if (node === el || id) {
        const cls = [...node.classList].filter((c) => !c.startsWith('svelte-')).join('.');
        parts.push(`${node.tagName.toLowerCase()}${id ? `[data-testid=${id}]` : ''}${cls ? `.${cls}` : ''}`);
      }
    }
    return parts.join(' in ');
  };
  const textOf = (el: Element): string => (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const phase = (): string => {
    const p = document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') ?? (document.querySelector('[data-testid="board-lobby"]') ? 'lobby' : '?');
    return document.documentElement.dataset.reveal === 'playing' ? `${p} (reveal)` : p;
  };
  /** What the check under way finds (see `check` below: a problem counts once seen twice running). */
  let seen = new Map<string, Found>();
  const add = (kind: string, el: Element, detail: string) => {
    // The same element found again with other text (another name, another plan) is the same problem.
    const element = describe(el);
    const key = `${kind}|${element}`;
    const text = textOf(el);
    if (!seen.has(key)) seen.set(key, { kind, element: text ? `${element} "${text}"` : element, detail, phase: phase() });
  };
  const shown = (el: Element): boolean => el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const designed = (el: Element): boolean => el.closest('[data-scrolls]') !== null;
  /** Screen-reader-only text is clipped on purpose. */
  const hiddenOnPurpose = (el: Element, style: CSSStyleDeclaration): boolean => style.clipPath !== 'none' || (el.clientWidth <= 1 && el.clientHeight <= 1);

  const look = () => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const root = document.documentElement;
    if (root.scrollWidth > vw + 1 || root.scrollHeight > vh + 1) add('page scrolls', root, `page ${root.scrollWidth}×${root.scrollHeight} in a ${vw}×${vh} window`);
    const corners = [...document.querySelectorAll('.corner-qr, .corner-top')].filter(shown);
    const cornerBoxes = corners.map((c) => ({ el: c, r: c.getBoundingClientRect(), name: c.classList.contains('corner-qr') ? 'the corner QR' : 'the room code and mute button' }));
    const overlap = (r: DOMRect, c: DOMRect) => Math.min(r.right, c.right) - Math.max(r.left, c.left) > 1 && Math.min(r.bottom, c.bottom) - Math.max(r.top, c.top) > 1;
    const underCorner = (el: Element, r: DOMRect, what: string) => {
      for (const c of cornerBoxes) {
        if (c.el.contains(el) || el.contains(c.el)) continue;
        if (overlap(r, c.r)) add('under the corner', el, `${what} ${box(r)} under ${c.name} ${box(c.r)}`);
      }
    };

    /**
     * The part of a text line (or a box) one can see: what an ancestor clips is reported once, as that
     * ancestor's clipping, not again as text under whatever lies beyond it. Null when hidden on
     * purpose (screen-reader text) or clipped away entirely.
     */
    const visiblePart = (el: Element, r: DOMRect): DOMRect | null => {
      let left = r.left;
      let top = r.top;
      let right = r.right;
      let bottom = r.bottom;
      for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (hiddenOnPurpose(a, s) && s.overflowX !== 'visible') return null;
        if (s.clipPath !== 'none') return null;
        if (s.overflowX !== 'visible' || s.overflowY !== 'visible') {
          const c = a.getBoundingClientRect();
          left = Math.max(left, c.left);
          top = Math.max(top, c.top);
          right = Math.min(right, c.right);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return right - left >= 1 && bottom - top >= 1 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };
    /** Boxes one can see, for the text check below, with the part of the screen each is in. */
    const boxes: { el: Element; r: DOMRect; part: Element }[] = [];
    /** The part of the screen (the phase line, the track, the stage, the seats…) an element is in. */
    const partOf = (el: Element): Element | null => {
      for (let a: Element | null = el; a; a = a.parentElement) if (a.parentElement?.matches('section.game, section.end, section.lobby')) return a;
      return null;
    };
    const isSolid = (el: Element, style: CSSStyleDeclaration) =>
      ['IMG', 'SVG', 'CANVAS', 'svg'].includes(el.tagName) ||
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') ||
      (parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none') ||
      (parseFloat(style.borderBottomWidth) > 0 && style.borderBottomStyle !== 'none');
    const solidCache = new Map<Element, boolean>();
    const solid = (el: Element) => {
      if (!solidCache.has(el)) solidCache.set(el, isSolid(el, getComputedStyle(el)));
      return solidCache.get(el)!;
    };
    for (const el of document.body.querySelectorAll('*')) {
      if (el.tagName === 'SCRIPT' || el.tagName === 'STYLE' || !shown(el)) continue;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (!designed(el) && (r.left < -1 || r.top < -1 || r.right > vw + 1 || r.bottom > vh + 1)) add('off screen', el, `${box(r)} in a ${vw}×${vh} window`);
      // Something that scrolls or clips its content: it must not have more content than room.
      const clips = style.overflowX !== 'visible' || style.overflowY !== 'visible';
      if (clips && !hiddenOnPurpose(el, style)) {
        const wide = el.scrollWidth - el.clientWidth;
        // A list that scrolls by itself may be taller than its box, never wider.
        const tall = el.hasAttribute('data-scrolls') ? 0 : el.scrollHeight - el.clientHeight;
        if (wide > 1 || tall > 1) {
          const how = style.textOverflow === 'ellipsis' ? 'text cut with an ellipsis' : /auto|scroll/.test(style.overflowX + style.overflowY) ? 'scrolls' : 'clipped';
          add(how === 'scrolls' ? 'scrolls' : 'clipped', el, `${how}: content ${el.scrollWidth}×${el.scrollHeight} in ${el.clientWidth}×${el.clientHeight} at ${box(r)}`);
        }
      }
      const clamp = style.getPropertyValue('-webkit-line-clamp');
      if (clamp && clamp !== 'none' && el.scrollHeight > el.clientHeight + 1) add('clipped', el, `line-clamped to ${clamp}: content ${el.scrollHeight} px tall in ${el.clientHeight} at ${box(r)}`);
      // Pictures and boxes one can see (a card, a chip) must stay clear of the corners.
      if (solid(el) && !(el instanceof SVGElement && el.ownerSVGElement)) {
        const part = partOf(el);
        const seen = visiblePart(el, r);
        // A row scrolled out of its list's view is not under the corner.
        if (seen) underCorner(el, seen, 'box');
        // A card's hidden face is not there to be overlapped.
        if (part && seen && style.backfaceVisibility !== 'hidden') boxes.push({ el, r: seen, part });
      }
    }
    // Text, by its own line boxes: a long row may pass under a corner with no letters there.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const smallest = minText * vh;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || !shown(parent)) continue;
      // Its size as drawn: the computed size is before any CSS zoom of its ancestors.
      const size = parseFloat(getComputedStyle(parent).fontSize);
      const zoom = (parent as Element & { currentCSSZoom?: number }).currentCSSZoom ?? 1;
      if (size * zoom < smallest - 0.5 && visiblePart(parent, parent.getBoundingClientRect()) !== null) {
        const how = zoom < 1 ? ` (${size.toFixed(1)} px at a zoom of ${zoom.toFixed(2)})` : '';
        add('too small', parent, `text drawn at ${(size * zoom).toFixed(1)} px${how}, under the ${smallest.toFixed(1)} px that reads from 3 m`);
      }
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.width < 1 || line.height < 1) continue;
        const r = visiblePart(parent, line);
        if (r === null) continue;
        underCorner(parent, r, 'text');
        const part = partOf(parent);
        for (const b of boxes) {
          if (!part || b.part === part || !overlap(r, b.r)) continue;
          add('overlaps', parent, `text ${box(r)} over or under ${describe(b.el)} ${box(b.r)}`);
        }
        if (!designed(parent) && (r.left < -1 || r.right > vw + 1 || r.top < -1 || r.bottom > vh + 1)) add('off screen', parent, `text ${box(r)} in a ${vw}×${vh} window`);
      }
    }
    // A word broken across two lines (e2e/word-breaks.ts), once per word and place.
    for (const b of w.__brokenWords?.() ?? []) {
      const key = `word broken|${b.element}|${b.word}`;
      if (!seen.has(key)) seen.set(key, { kind: 'word broken', element: `${b.element} "${b.word}"`, detail: `laid out as "${b.parts}"`, phase: phase() });
    }
  };

  /**
   * One check: a look now and, if it finds something, another two frames later. A problem counts
   * only when both looks find it: a page that fits its content to its box (fitWords, fitHeight)
   * does so once the new content is laid out, and a look that fell in between saw the frame
   * before, never drawn as it was measured.
   */
  const check = (then: () => void) => {
    w.__overflow.checks++;
    seen = new Map();
    look();
    const first = seen;
    if (first.size === 0) return then();
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        seen = new Map();
        look();
        for (const [key, problem] of first) if (seen.has(key) && !found.has(key)) found.set(key, problem);
        then();
      }),
    );
  };

  // One check at a time, after the animations under way have finished (those that end).
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    const settle = () => {
      const running = document.getAnimations().filter((a) => a.playState === 'running' && Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity));
      if (running.length > 0) {
        void Promise.allSettled(running.map((a) => a.finished)).then(() => requestAnimationFrame(settle));
        return;
      }
      check(() => {
        pending = false;
      });
    };
    // Two frames on: what the page fits to its box once laid out (fitWords, fitHeight: in its
    // ResizeObserver's callback, after the first layout) is part of the resting layout.
    requestAnimationFrame(() => requestAnimationFrame(settle));
  };
  setInterval(schedule, 500);
  const start = () => {
    new MutationObserver(schedule).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase', 'data-reveal'] });
    new MutationObserver(schedule).observe(document.documentElement, { attributes: true, attributeFilter: ['data-reveal'] });
    schedule();
  };
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start);
}

/** Watches a board page for overflow from its next load on (call before `goto`). */
export async function watchOverflow(page: Page): Promise<void> {
  await page.addInitScript({ content: brokenWordsScript() });
  await page.addInitScript(install, TV_MIN_TEXT);
}

/** What the page has found so far, and how many times it checked. */
export async function overflowFound(page: Page): Promise<{ problems: Problem[]; checks: number }> {
  return page.evaluate(() => {
    const o = (window as unknown as { __overflow?: { problems: () => Problem[]; checks: number } }).__overflow;
    return { problems: o?.problems() ?? [], checks: o?.checks ?? 0 };
  });
}

/** One line per problem, for a failure message. */
export const describeProblems = (where: string, problems: Problem[]): string[] => problems.map((p) => `${where} [${p.phase}] ${p.kind}: ${p.element} — ${p.detail}`);

/**
 * Whether every list that scrolls by design and has more than fits (a long end history) does move
 * by itself within `ms`: a TV has no one to scroll it. Returns those that stayed still.
 */
export async function stillScrollers(page: Page, ms = 9_000): Promise<string[]> {
  return page.evaluate(async (ms) => {
    const long = [...document.querySelectorAll<HTMLElement>('[data-scrolls]')].filter((el) => el.scrollHeight > el.clientHeight + 1);
    const moved = new Set<HTMLElement>();
    const until = performance.now() + ms;
    while (moved.size < long.length && performance.now() < until) {
      for (const el of long) if (el.scrollTop > 0) moved.add(el);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return long.filter((el) => !moved.has(el)).map((el) => `${el.getAttribute('data-testid') ?? el.className} (${el.scrollHeight} px of content in ${el.clientHeight})`);
  }, ms);
}
