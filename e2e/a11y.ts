import type { Page } from '@playwright/test';
import { describe, seriousViolations } from './axe.ts';

/**
 * axe-core on every phase of a game, board and phones, run from the game tests' `onRound`
 * callbacks. A screen is checked once per (phase, kind of screen): the board once per phase, a
 * phone once per phase and what it shows (a decision of some kind, "Sent", waiting, "look at the
 * TV", the end). Five phones waiting in the same phase are the same screen, so the cache keeps a
 * full game's audit to a few dozen axe runs.
 */
export class PhaseAudit {
  readonly problems: string[] = [];
  /** Every (page, phase, screen) checked, for the test's own assertions and its log. */
  readonly checked = new Set<string>();

  constructor(private readonly game: string) {}

  /** The board's phase (its `phase` element's data-phase), or null between screens. */
  static async phaseOf(board: Page): Promise<string | null> {
    return board.evaluate(() =>
      // Every game's end screen is "over", whichever way it names its phase.
      document.querySelector('[data-testid="end-screen"]') !== null ? 'over' : (document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') ?? null),
    );
  }

  /** What kind of screen a phone shows, in words stable across seats and roles. */
  static async screenOf(phone: Page): Promise<string> {
    return phone.evaluate(() => {
      const has = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
      if (has('[data-testid="look-at-tv"]')) return 'look-at-tv';
      if (has('[data-testid="end-screen"]')) return 'end';
      const decision = document.querySelector('section.decision');
      if (decision?.checkVisibility()) return `decide:${decision.getAttribute('data-kind') ?? decision.getAttribute('data-testid') ?? '?'}`;
      if (has('[data-testid="sent-waiting"]')) return 'sent';
      if (has('[data-testid="spectator"]')) return 'watching';
      return 'waiting';
    });
  }

  private async check(page: Page, key: string): Promise<void> {
    if (this.checked.has(key)) return;
    this.checked.add(key);
    this.problems.push(...describe(key, await seriousViolations(page)));
  }

  /** Checks the board in a phase it has not been checked in, and each phone on a screen not yet checked in it. */
  async round(board: Page, phones: readonly Page[]): Promise<void> {
    const phase = await PhaseAudit.phaseOf(board);
    if (phase === null) return;
    await this.check(board, `${this.game} board, ${phase}`);
    for (const phone of phones) await this.check(phone, `${this.game} phone, ${phase}, ${await PhaseAudit.screenOf(phone)}`);
  }

  /** Checks one phone (at a decision, from the drivers' `onDecision`) if its screen was not checked in this phase. */
  async phone(board: Page, phone: Page): Promise<void> {
    const phase = await PhaseAudit.phaseOf(board);
    if (phase === null) return;
    // The board too: a phase every phone decides at once (a vote, the Getaway) may be over by the end of the round.
    await this.check(board, `${this.game} board, ${phase}`);
    await this.check(phone, `${this.game} phone, ${phase}, ${await PhaseAudit.screenOf(phone)}`);
  }

  /** The phases the board was checked in. */
  get boardPhases(): string[] {
    return [...this.checked].filter((k) => k.startsWith(`${this.game} board, `)).map((k) => k.slice(`${this.game} board, `.length));
  }
}

/**
 * What makes a phone screen unusable at large text: the page scrolls sideways, or two controls
 * lie over each other (a clipped label pushed under its neighbour, a button under another).
 * Controls under a sticky bar that the page scrolls under do not count: only those in the flow.
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      // Name the elements that stick out (the innermost ones), so the failure says what to fix.
      // (Not what an ancestor clips: that cannot make the page scroll.)
      const clipped = (e: HTMLElement) => {
        for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) if (getComputedStyle(a).overflowX !== 'visible') return true;
        return false;
      };
      const out = [...document.body.querySelectorAll<HTMLElement>('*')].filter((e) => e.getBoundingClientRect().right > width + 1 && e.checkVisibility() && !clipped(e));
      const innermost = out.filter((e) => !out.some((o) => o !== e && e.contains(o))).slice(0, 3);
      const what = innermost.map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')} "${(e.textContent ?? '').trim().slice(0, 20)}"`).join(', ');
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px (${what})`);
    }
    // Words that spill out of their box (a box too narrow for them, its overflow left visible).
    const spilling = [...document.body.querySelectorAll<HTMLElement>('*')].filter((e) => {
      if (e.clientWidth === 0 || !e.checkVisibility() || getComputedStyle(e).overflowX !== 'visible') return false;
      if (![...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '')) return false;
      return e.scrollWidth > e.clientWidth + 2;
    });
    for (const e of spilling.slice(0, 5)) problems.push(`the words of ${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}" spill out of it (${e.scrollWidth} px in ${e.clientWidth} px)`);
    const controls = [...document.querySelectorAll<HTMLElement>('button, input, select, a[href], [role="button"]')].filter((e) => e.checkVisibility({ visibilityProperty: true }) && getComputedStyle(e).clipPath === 'none');
    const boxes = controls.map((e) => ({ e, r: e.getBoundingClientRect() })).filter(({ r }) => r.width > 0 && r.height > 0);
    const pinned = (e: HTMLElement) => {
      for (let a: HTMLElement | null = e; a; a = a.parentElement) if (['sticky', 'fixed'].includes(getComputedStyle(a).position)) return true;
      return false;
    };
    const name = (e: HTMLElement) => `${e.tagName.toLowerCase()} "${(e.textContent ?? '').trim().slice(0, 30)}"`;
    for (const { e, r } of boxes) if (r.right > width + 1 || r.left < -1) problems.push(`${name(e)} runs off the screen (${Math.round(r.left)}-${Math.round(r.right)} of ${width} px)`);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.e.contains(b.e) || b.e.contains(a.e)) continue;
        // A bar pinned to the bottom (the confirming tap) lies over what scrolls under it, by design.
        if (pinned(a.e) || pinned(b.e)) continue;
        const x = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
        const y = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
        if (x > 2 && y > 2) problems.push(`${name(a.e)} and ${name(b.e)} overlap`);
      }
    }
    return problems;
  });
}

/** Text at 200 % the way a phone's OS text size does it: the root font size, which every rem follows. */
export async function largeText(page: Page): Promise<void> {
  await page.evaluate(() => {
    const root = document.documentElement;
    root.style.fontSize = `${parseFloat(getComputedStyle(root).fontSize) * 2}px`;
  });
}

/**
 * Under `prefers-reduced-motion: reduce`, what still moves: running animations and transitions
 * of anything but opacity and colours (a flip, a slide, a pulse of size). Fades are the
 * replacement the design asks for, so they pass.
 */
export async function motionProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const calm = new Set(['opacity', 'color', 'backgroundColor', 'borderColor', 'offset', 'easing', 'composite', 'computedOffset']);
    const problems: string[] = [];
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running' || !(animation.effect instanceof KeyframeEffect)) continue;
      const moving = [...new Set(animation.effect.getKeyframes().flatMap((k) => Object.keys(k)))].filter((p) => !calm.has(p));
      if (moving.length === 0) continue;
      const target = animation.effect.target as HTMLElement | null;
      const name = (animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'an animation';
      problems.push(`${name} on ${target?.tagName.toLowerCase() ?? '?'}.${[...(target?.classList ?? [])].join('.')} moves ${moving.join(', ')}`);
    }
    return problems;
  });
}

/** The colour-blind see this: screenshots of the page as the three commonest deficiencies render it. */
export async function visionScreenshots(page: Page, name: string, keep: (page: Page, name: string) => Promise<void>): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  for (const type of ['deuteranopia', 'protanopia', 'achromatopsia'] as const) {
    await cdp.send('Emulation.setEmulatedVisionDeficiency', { type });
    await keep(page, `${name}-${type}`);
  }
  await cdp.send('Emulation.setEmulatedVisionDeficiency', { type: 'none' });
  await cdp.detach();
}

export interface TabStop {
  what: string;
  /** The focused element shows a ring (an outline or a box shadow) while it has the focus. */
  ring: boolean;
}

/**
 * Presses Tab until the focus leaves the page (back to the browser: the body has it) or comes
 * back to the first stop, at most `max` times; the stops met, each with whether it shows a
 * focus ring. A page that keeps the focus for `max` presses traps it.
 */
export async function tabThrough(page: Page, max: number): Promise<{ stops: TabStop[]; left: boolean }> {
  // Start at the top of the page: the body takes the focus for a moment (and the next Tab goes to the first control).
  await page.evaluate(() => {
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });
  const stops: TabStop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement | null;
      if (e === null || e === document.body) return null;
      const style = getComputedStyle(e);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) || style.boxShadow !== 'none';
      const path: string[] = [];
      for (let a: Element | null = e; a && a !== document.body; a = a.parentElement) path.unshift(`${a.tagName}:${[...(a.parentElement?.children ?? [])].indexOf(a)}`);
      return { key: path.join('/'), what: `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 40)}"`, ring };
    });
    if (stop === null) return { stops, left: true };
    if (seen.has(stop.key)) return { stops, left: true };
    seen.add(stop.key);
    stops.push({ what: stop.what, ring: stop.ring });
  }
  return { stops, left: false };
}

/** The page's enabled, visible controls that a keyboard must reach (links, buttons, fields). */
export async function keyboardControls(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex="0"]')].filter(
        (e) => !(e as HTMLButtonElement).disabled && e.checkVisibility({ visibilityProperty: true }) && getComputedStyle(e).clipPath === 'none',
      ).length,
  );
}

/** axe's serious and critical violations on the page, as readable lines (none: an empty list). */
export async function seriousViolationsOrNone(page: Page): Promise<string[]> {
  return describe(page.url(), await seriousViolations(page));
}

/** A line the page's screen reader was told, with the page's clock's time of it (ms since the epoch). */
export interface Said {
  line: string;
  at: number;
}

/**
 * Everything the page's screen reader is told, line by line, from now on: the live region keeps
 * only its latest line, and the next decision's "Your turn" may replace a result a moment after it
 * was said, before a test looks. Read with `announcements` (the lines) or `saidLog` (with times).
 */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="live-region"]');
    if (region === null) throw new Error('no live region on the page');
    const said: { line: string; at: number }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    const read = () => {
      const line = region.textContent?.trim() ?? '';
      if (line !== '' && said.at(-1)?.line !== line) said.push({ line, at: performance.timeOrigin + performance.now() });
    };
    new MutationObserver(read).observe(region, { subtree: true, childList: true, characterData: true });
    read();
  });
}

/** The lines said since `recordAnnouncements`, in order, with their times. */
export const saidLog = (page: Page): Promise<Said[]> => page.evaluate(() => (window as unknown as { said: Said[] }).said);

/** The lines said since `recordAnnouncements`, in order. */
export const announcements = async (page: Page): Promise<string[]> => (await saidLog(page)).map((s) => s.line);
