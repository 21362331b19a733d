import type { Page } from '@playwright/test';
import { expect, type Table } from './table.ts';
import { brokenWords } from './word-breaks.ts';
import { joinInLanguage, type Lang } from './languages.ts';

/**
 * One thumb on every phone size: the check the games' screens must pass at every decision.
 * A small Android, an iPhone and a large Android, in CSS pixels, portrait.
 */
export const PHONE_SIZES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

/**
 * The controls that carry a decision (its primary control) and its confirming tap: wherever one
 * of these shows, it must be on screen without scrolling. Lists (seats, cards, targets) may
 * scroll; what acts on them may not.
 */
export const PRIMARY = [
  'start-button',
  'propose-button',
  'vote-approve',
  'vote-reject',
  'play-clean',
  'play-sabotage',
  'getaway-submit',
  'confirm-button',
  'accuse-confirm',
  'turn-play',
  'turn-draw',
  'refuse-button',
  'accept-button',
  'reorder-submit',
  'leave-confirm',
  'notes-done',
  'record-done',
  'tip-done',
];

/** The decision box every game's decisions share (DecisionShell), which holds its choices. */
const DECISION = 'section[aria-labelledby="decision-title"]';

/** The smallest touch target, CSS px (Apple's 44 pt; Android asks 48 dp). */
const MIN_TARGET = 44;

/**
 * What is wrong with the page as it is laid out now, in words: empty when the one-thumb rules
 * hold. Runs in the page. `primary` are test ids (see PRIMARY).
 */
function problemsInPage(args: { primary: string[]; minTarget: number; decision: string }): string[] {
  const { primary, minTarget, decision } = args;
  const problems: string[] = [];
  const vw = document.documentElement.clientWidth;
  const vh = window.innerHeight;
  const describe = (el: Element): string => {
    const id = el.closest('[data-testid]')?.getAttribute('data-testid');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${id ? `[${id}]` : ''}${text ? ` "${text}"` : ''}`;
  };
  const visible = (el: Element) => {
    if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    // Clipped to nothing: for screen readers only (the secret card's toggle, until it has the focus).
    if (getComputedStyle(el).clipPath.startsWith('inset(50%')) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 2 && r.height >= 2;
  };
  /** A pinned bar (sticky or fixed): content scrolls under it by design. */
  const pinned = (el: Element | null): Element | null => {
    for (let e = el; e !== null && e !== document.body; e = e.parentElement) {
      const p = getComputedStyle(e).position;
      if (p === 'sticky' || p === 'fixed') return e;
    }
    return null;
  };
  /** The element a finger lands on at (x, y) is `el` itself, inside it, or what holds it. */
  const reaches = (el: Element, x: number, y: number): { ok: boolean; hit: Element | null } => {
    const hit = document.elementFromPoint(x, y);
    if (hit === null) return { ok: false, hit };
    return { ok: el === hit || el.contains(hit) || hit.contains(el), hit };
  };

  window.scrollTo(0, 0);
  const sw = document.documentElement.scrollWidth;
  if (sw > vw + 1) {
    // Named by the innermost elements that stick out on the right.
    const out = [...document.querySelectorAll('body *')].filter((el) => visible(el) && el.getBoundingClientRect().right > vw + 1);
    const innermost = out.filter((el) => !out.some((o) => o !== el && el.contains(o)));
    problems.push(`horizontal scroll: the page is ${sw} px wide on a ${vw} px screen (${innermost.slice(0, 3).map(describe).join(', ')})`);
  }

  // Behind an open modal sheet everything is covered by design: only the sheet is looked at.
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].find(visible) ?? document.body;

  // The primary controls, or once a choice is staged its confirming tap (the choice itself may
  // then scroll under it): wholly on screen at the top of the page, and nothing over them.
  const staged = modal.querySelector('[data-testid="confirm-button"]')?.checkVisibility() ?? false;
  for (const id of staged ? ['confirm-button'] : primary) {
    for (const el of modal.querySelectorAll(`[data-testid="${id}"]`)) {
      if (!visible(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.top < -0.5 || r.bottom > vh + 0.5 || r.left < -0.5 || r.right > vw + 0.5) {
        problems.push(`${describe(el)} is not on screen without scrolling (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${vh})`);
        continue;
      }
      const { ok, hit } = reaches(el, r.left + r.width / 2, r.top + r.height / 2);
      if (!ok) problems.push(`${describe(el)} is covered by ${hit ? describe(hit) : 'nothing'}`);
    }
  }

  // Every choice of the decision beside its primary control: the seats, cards and answers to
  // choose from are on screen too, without scrolling, so a choice is never made blind and a tap
  // on one is seen to answer. (Once a choice is staged, only the confirming tap must be.)
  if (!staged) {
    for (const box of modal.querySelectorAll(decision)) {
      for (const el of box.querySelectorAll('button, select, input, textarea, [role="button"], [role="radio"], [role="checkbox"]')) {
        if (!visible(el)) continue;
        const r = el.getBoundingClientRect();
        if (r.top < -0.5 || r.bottom > vh + 0.5) problems.push(`the choice ${describe(el)} is not on screen with the decision's control (top ${Math.round(r.top)}, bottom ${Math.round(r.bottom)} of ${vh})`);
      }
    }
  }

  // Touch targets: every control a finger may tap.
  const controls = [...document.querySelectorAll('button, select, input, textarea, a[href], [role="button"], summary')].filter(visible);
  for (const el of controls) {
    // A checkbox is tapped through its label, which is the target.
    const target = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? (el.closest('label') ?? el) : el;
    const r = target.getBoundingClientRect();
    if (r.width < minTarget - 0.5 || r.height < minTarget - 0.5) problems.push(`${describe(el)} is a ${Math.round(r.width)}×${Math.round(r.height)} px target`);
  }

  // Nothing over anything: everything that shows words or is a control, looked at screen by
  // screen down the page, is what a finger at its middle lands on. Covered by a pinned bar is
  // fine for content that scrolls under it; a pinned thing under another is a fault on the
  // screen as it comes (at the top), not once scrolled (a bottom bar back in its place in the
  // page passes under the header like any content).
  const things = [...modal.querySelectorAll('*')].filter((el) => {
    if (el.closest('svg') !== null && el.tagName.toLowerCase() !== 'svg') return false;
    if (!visible(el)) return false;
    if (controls.includes(el) || el.tagName.toLowerCase() === 'svg') return true;
    return [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
  });
  const seen = new Set<string>();
  const report = (el: Element, hit: Element | null) => {
    const key = `${describe(el)} under ${hit ? describe(hit) : 'nothing'}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push(key);
  };
  /** A list that scrolls inside the screen (a sheet's), holding `el`: what it hides is scrolled to, not covered. */
  const scrollerOf = (el: Element): Element | null => {
    for (let e = el.parentElement; e !== null && e !== document.body && e !== document.documentElement; e = e.parentElement) {
      const overflow = getComputedStyle(e).overflowY;
      if ((overflow === 'auto' || overflow === 'scroll') && e.scrollHeight > e.clientHeight + 1) return e;
    }
    return null;
  };
  const inScroller = things.filter((el) => scrollerOf(el) !== null);
  const height = document.documentElement.scrollHeight;
  for (let y = 0; ; y += Math.max(100, Math.floor(vh * 0.7))) {
    window.scrollTo(0, y);
    for (const el of things) {
      if (inScroller.includes(el)) continue;
      // The first line of a wrapped inline element, where its words are.
      const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      if (cy < 1 || cy > vh - 1 || x < 1 || x > vw - 1) continue;
      const { ok, hit } = reaches(el, x, cy);
      if (ok) continue;
      const bar = pinned(hit);
      if (bar !== null && (pinned(el) === null || window.scrollY > 0)) continue;
      report(el, hit);
    }
    if (y + vh >= height) break;
  }
  // Inside a list that scrolls on its own, each thing scrolled into the list's view, then reached.
  for (const el of inScroller) {
    el.scrollIntoView({ block: 'nearest' });
    const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
    const { ok, hit } = reaches(el, r.left + r.width / 2, r.top + r.height / 2);
    if (!ok) report(el, hit);
  }
  for (const scroller of new Set(inScroller.map(scrollerOf))) scroller?.scrollTo(0, 0);
  window.scrollTo(0, 0);
  return problems;
}

export interface ThumbLog {
  /** Screens checked (each at the three sizes). */
  checks: number;
  /** What was checked, by label ("es vote"), for the test's report. */
  labels: Set<string>;
}

export const newThumbLog = (): ThumbLog => ({ checks: 0, labels: new Set() });

/**
 * Resizes the phone through the three sizes and checks the one-thumb rules at each; the phone is
 * left at its first size. `label` names the screen in a failure ("es mole vote").
 */
export async function checkThumb(page: Page, label: string, log?: ThumbLog): Promise<void> {
  const before = page.viewportSize();
  const started = Date.now();
  const found: string[] = [];
  for (const size of PHONE_SIZES) {
    await page.setViewportSize(size);
    // Laid out for the new size, and any sticky bar settled, before measuring.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const problems = await page.evaluate(problemsInPage, { primary: PRIMARY, minTarget: MIN_TARGET, decision: DECISION });
    for (const p of problems) found.push(`${size.width}×${size.height}: ${p}`);
    for (const b of await page.evaluate(brokenWords)) found.push(`${size.width}×${size.height}: the word "${b.word}" is broken across lines in ${b.element} ("${b.parts}")`);
  }
  if (before) await page.setViewportSize(before);
  if (process.env.THUMB_DEBUG) console.log(`${label}: ${Date.now() - started} ms`);
  if (log) {
    log.checks++;
    log.labels.add(label);
  }
  expect(found, `one thumb, ${label}`).toEqual([]);
}

/** A label for the decision a phone shows now: its language and the decision's kind or controls. */
export async function decisionLabel(page: Page): Promise<string> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const kind = document.querySelector('[data-testid="decision"]')?.getAttribute('data-kind');
    const staged = document.querySelector('[data-testid="confirm-button"]') !== null ? ' (confirm)' : '';
    // The Snitch's turn is a menu, then its items (the menu gone): two screens of one decision.
    const ids = ['team-picker', 'vote-approve', 'play-clean', 'getaway-submit', 'choose-mission-panel', 'commit-panel', 'accuse-sheet', 'lobby', 'turn-menu'];
    const shown = ids.filter((id) => document.querySelector(`[data-testid="${id}"]`)?.checkVisibility() ?? false);
    const items = kind === 'turn' && !shown.includes('turn-menu') ? ' items' : '';
    return `${lang} ${kind ?? shown.join('+')}${items}${staged}`;
  });
}

/** A phone at the smallest size, joined by the plain join URL in its own language. */
export function joinIn(table: Table, name: string, lang: Lang): Promise<Page> {
  return joinInLanguage(table, name, lang, { url: table.joinUrl, viewport: PHONE_SIZES[0] });
}
