import type { Page } from '@playwright/test';
import { expect } from './table.ts';

/**
 * What a neighbour sees of a phone at a glance: not its words, but its shapes. For every visible
 * element that paints something (a background, a border, a shadow, an outline, an image or an
 * icon), or is a control, or moves: its box rounded to GRID pixels, its background colour and
 * image (patterns are gradients), its borders, its opacity (its own times its ancestors'), its
 * shadow and its animation. Elements that only carry text give their colour, weight and size, and
 * the top and height of their box (how many lines), never the text itself nor its width: a name
 * or a private line of another length may differ, a red line in place of a grey one may not.
 *
 * Cards in a hand are content, like words: a card's face (`data-glance-face`) counts by its box
 * only. Two phones in the same public position (the same phase, the same public facts about their
 * seat) must give the same signature, whatever their roles and hands.
 */
export interface GlanceItem {
  box: string;
  look: string;
}

/** Boxes are compared to the nearest few pixels: sub-pixel text metrics do not count. */
const GRID = 4;

/** What one look at a phone sees, taken in one go (one round trip to the page, one moment). */
interface Look {
  key: string | null;
  signature: GlanceItem[];
  /** The decision box's kind, lines and cards, and its own signature; null without one. */
  box: string | null;
  boxSignature: GlanceItem[];
  /** Vibrations for the decision shown now (the key up to "|"). */
  buzzes: string[];
  /** CSS animations running (the "your turn" pulse). */
  animations: number;
  /** The owner asked for less motion. */
  reduced: boolean;
  /** A moment of the phone's own: a choice on its way, its link down, or the "Look at the TV" cover. */
  own: boolean;
}

/** The decision box every game's decisions share (DecisionShell). */
const DECISION = 'section[aria-labelledby="decision-title"]';

/** Runs in the page: one look. Self-contained, as a function sent to a page must be. */
function lookIn([grid, decision]: readonly [number, string]): Look {
  /**
   * The glance signature, from the top of the page (a glance does not scroll); or, with
   * `rootSelector`, the signature of that element alone, its boxes measured from its own top left.
   */
  function signatureIn(grid: number, rootSelector: string | null): GlanceItem[] {
    window.scrollTo(0, 0);
    const rootEl = rootSelector === null ? document.body : document.querySelector(rootSelector);
    if (rootEl === null) return [];
    const origin = rootSelector === null ? { left: 0, top: 0 } : rootEl.getBoundingClientRect();
    const round = (n: number) => Math.round(n / grid) * grid;
    const items: { box: string; look: string }[] = [];
    const controls = new Set(['BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'A']);
    // An element that pulses is caught by its animation's name; its opacity of the moment is not
    // compared (two phones are never photographed at the same point of the pulse).
    const opacityOf = (el: Element | null): number => {
      let o = 1;
      for (let e = el; e !== null; e = e.parentElement) {
        const s = getComputedStyle(e);
        if (s.animationName === 'none') o *= Number(s.opacity);
      }
      return Math.round(o * 100) / 100;
    };
    for (const el of [...(rootSelector === null ? [] : [rootEl]), ...rootEl.querySelectorAll('*')]) {
      if (el instanceof HTMLScriptElement || el instanceof HTMLStyleElement) continue;
      // Inside an icon only the icon's own box counts.
      if (el.closest('svg') !== null && el.tagName.toLowerCase() !== 'svg') continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const abs = el.getBoundingClientRect();
      const r = { left: abs.left - origin.left, top: abs.top - origin.top, width: abs.width, height: abs.height };
      if (r.width < 1 || r.height < 1) continue;
      // A card's face (data-glance-face) is read like words: its box counts (the same number of
      // cards in the same places), what is printed on it (rank, suit, ink, dagger) does not.
      // Inside a clock (role="timer", the refusal window's bar) the fill is the time left, not
      // a role: only the clock's own box and look count.
      const clock = el.parentElement?.closest('[role="timer"]');
      if (clock) continue;
      const face = el.closest('[data-glance-face]');
      if (face !== null && face !== el) continue;
      if (face === el) {
        items.push({ box: `${round(r.left)},${round(r.top)} ${round(r.width)}x${round(r.height)}`, look: 'a card face' });
        continue;
      }
      const s = getComputedStyle(el);
      const sides = ['top', 'right', 'bottom', 'left'] as const;
      const borders = sides
        .map((side) => {
          const width = parseFloat(s.getPropertyValue(`border-${side}-width`));
          const style = s.getPropertyValue(`border-${side}-style`);
          return width > 0 && style !== 'none' && style !== 'hidden' ? `${width}px ${style} ${s.getPropertyValue(`border-${side}-color`)}` : '';
        })
        .join('|');
      const paints =
        s.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        s.backgroundImage !== 'none' ||
        borders !== '|||' ||
        s.boxShadow !== 'none' ||
        (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
        el.tagName.toLowerCase() === 'svg' ||
        el.tagName === 'IMG' ||
        el.tagName === 'CANVAS' ||
        controls.has(el.tagName) ||
        el.getAttribute('role') === 'button' ||
        s.animationName !== 'none';
      const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim() !== '');
      // A list of the seats (data-seat-list) marks the player's own (in colour, with "(you)"):
      // which row that is differs from phone to phone whatever the roles, so in such a list only
      // what paints counts, not how its words are styled.
      const ownSeat = el.closest('[data-seat-list]') !== null;
      if (paints) {
        items.push({
          box: `${round(r.left)},${round(r.top)} ${round(r.width)}x${round(r.height)}`,
          look: [
            el.tagName === 'BUTTON' && (el as HTMLButtonElement).disabled ? 'disabled' : 'enabled',
            `bg ${s.backgroundColor} ${s.backgroundImage}`,
            `border ${borders}`,
            `radius ${s.borderRadius}`,
            `opacity ${opacityOf(el)}`,
            `shadow ${s.boxShadow}`,
            `outline ${s.outlineStyle === 'none' ? 'none' : `${s.outlineWidth} ${s.outlineStyle} ${s.outlineColor}`}`,
            `animation ${s.animationName}`,
            `transform ${s.transform}`,
            ...(ownText && !ownSeat ? [`text ${s.color} ${s.fontWeight} ${s.fontSize}`] : []),
          ].join('; '),
        });
      } else if (ownText && !ownSeat) {
        items.push({
          box: `top ${round(r.top)} height ${round(r.height)}`,
          look: `text ${s.color} ${s.fontWeight} ${s.fontSize} opacity ${opacityOf(el)}`,
        });
      }
    }
    return items;
  }
  const key = document.querySelector('[data-testid="glance-key"]')?.getAttribute('data-glance') ?? null;
  const d = document.querySelector(decision);
  const phase = key?.split('|')[0]?.split(':')[1] ?? '';
  // Public facts change a box over a game (spies turned up while a leader looks, say, add a
  // line): boxes are compared with the same number of paragraphs and cards.
  // A box with a choice staged is compared with boxes where the same control was tapped.
  const pressed = d?.classList.contains('staged') ? `, ${[...d.querySelectorAll('[aria-pressed="true"]')].map((e) => e.getAttribute('data-testid')).join('+')} tapped` : '';
  const box = d === null ? null : `${phase} ${d.getAttribute('data-kind') ?? ''}, ${d.querySelectorAll('p').length} lines, ${d.querySelectorAll('[data-glance-face]').length} cards${pressed}`;
  const recorded = (window as unknown as { buzzes?: { pattern: string; key: string | null }[] }).buzzes ?? [];
  return {
    key,
    signature: signatureIn(grid, null),
    box,
    boxSignature: d === null ? [] : signatureIn(grid, decision),
    buzzes: recorded.filter((b) => key !== null && b.key?.split('|')[0] === key.split('|')[0]).map((b) => b.pattern),
    animations: document.getAnimations().filter((a) => a instanceof CSSAnimation).length,
    reduced: matchMedia('(prefers-reduced-motion: reduce)').matches,
    // "Sending…"; a link down for a moment (the header's dot turns red on a loaded machine when
    // the heartbeat misses); covered while the TV reveals ("Look at the TV", the same on every
    // phone: the position is compared once the cover lifts, not half-way through it). And "Sent"
    // while the key still has this seat to choose: the host acknowledges an action before it sends
    // the views, so a phone can show its acknowledgement a moment before the view that says so.
    own:
      document.querySelector('[data-state="sending"]') !== null ||
      (key?.split('#')[1]?.startsWith('true') === true && document.querySelector('[data-testid="sent-waiting"]') !== null) ||
      document.querySelector('[data-testid="connection-dot"]:not([data-status="online"])') !== null ||
      document.querySelector('[data-testid="look-at-tv"]') !== null,
  };
}

/** The first difference between two signatures, in words; null when they are the same. */
export function glanceDifference(a: GlanceItem[], b: GlanceItem[]): string | null {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i];
    const y = b[i];
    if (x === undefined || y === undefined) return `element ${i}: ${x ? `${x.box} ${x.look}` : 'nothing'} / ${y ? `${y.box} ${y.look}` : 'nothing'} (${a.length} against ${b.length} elements)`;
    if (x.box !== y.box || x.look !== y.look) return `element ${i}: ${x.box} ${x.look}\n  against ${y.box} ${y.look}`;
  }
  return null;
}

/** A phone, its role (or hand, or identity) as the test knows it, and its page. */
export interface GlancePhone {
  page: Page;
  /** What makes this phone's owner different: a role, an identity, "out of sabotages". */
  role: string;
  name: string;
}

/**
 * The public position a phone is in, as its own page states it (`data-glance` on the element
 * with `data-testid="glance-key"`): `<table>#<seat>`, where `<table>` names the state of the game
 * every phone shares (phase, decision, who is still to choose) and `<seat>` every public fact
 * about this seat that may change its screen (asked to choose, Boss, on the team, guarded).
 * Phones that give the same key must look the same. Null while the page shows no game.
 */
async function glanceKey(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector('[data-testid="glance-key"]')?.getAttribute('data-glance') ?? null);
}

/** Waits until every phone in the game shows the same state of the table (the last view reached them all). */
async function settled(phones: GlancePhone[]): Promise<boolean> {
  let tables: (string | null)[] = [];
  try {
    await expect
      .poll(
        async () => {
          tables = await Promise.all(phones.map(async (p) => (await glanceKey(p.page))?.split('#')[0] ?? null));
          return new Set(tables.filter((t) => t !== null)).size;
        },
        { timeout: 5_000 },
      )
      .toBeLessThanOrEqual(1);
    return true;
  } catch {
    // The table moved on while we looked (a bot, a clock): this look is skipped, not failed.
    return false;
  }
}

/**
 * Records the phone's "your turn" vibrations (navigator.vibrate, stubbed: a test browser has no
 * motor) with the glance key the page showed at that moment, now and after any reload.
 */
export async function recordBuzzes(page: Page): Promise<void> {
  const install = () => {
    const w = window as unknown as { buzzes?: { pattern: string; key: string | null }[] };
    if (w.buzzes) return;
    w.buzzes = [];
    Object.defineProperty(navigator, 'vibrate', {
      configurable: true,
      value: (pattern: number | number[]) => {
        w.buzzes!.push({ pattern: JSON.stringify(pattern), key: document.querySelector('[data-testid="glance-key"]')?.getAttribute('data-glance') ?? null });
        return true;
      },
    });
  };
  await page.context().addInitScript(install);
  await page.evaluate(install);
}

export interface GlanceLog {
  /** Every public position compared with phones of at least two different roles. */
  compared: Set<string>;
  /** The roles seen side by side in each compared position. */
  roles: Map<string, Set<string>>;
  /**
   * Decisions put to one seat at a time (a turn, a shot, a call) cannot be compared with another
   * phone at the same moment: their decision boxes are compared across the game instead, by the
   * kind of decision, the number of paragraphs (public notes) and the number of cards offered
   * (which a hand decides), role against role.
   */
  boxes: Map<string, { role: string; name: string; signature: GlanceItem[] }[]>;
  /** Box kinds compared across roles that way, and the roles so compared in each phase. */
  boxesCompared: Set<string>;
  boxRoles: Map<string, Set<string>>;
  /** Vibration patterns felt on phones asked to decide, and how many asked phones were looked at. */
  buzzes: Set<string>;
  askedLooks: number;
  /** Looks at asked phones whose owners asked for less motion. */
  reducedLooks: number;
}

export const newGlanceLog = (): GlanceLog => ({ compared: new Set(), roles: new Map(), boxes: new Map(), boxesCompared: new Set(), boxRoles: new Map(), buzzes: new Set(), askedLooks: 0, reducedLooks: 0 });

/**
 * Looks at every phone, groups them by public position and requires phones of different roles in
 * the same group to look the same. Each phone is looked at in one go (one moment of its page), and
 * one in a moment of its own (sending, link down, covered) is left out of this look. Says whether
 * it looked at every phone: a table that did not settle (a bot, a clock, a reveal still playing)
 * is not looked at, and a look that left a phone out (its cover not yet lifted, say) is not a look
 * at the whole table, which a test that waits for one must take again.
 */
export async function compareGlances(phones: GlancePhone[], log: GlanceLog, label = ''): Promise<boolean> {
  if (!(await settled(phones))) return false;
  const groups = new Map<string, { phone: GlancePhone; signature: GlanceItem[]; buzzes: string[] }[]>();
  let everyPhone = true;
  for (const phone of phones) {
    const { key: before, signature, box, boxSignature, buzzes, animations, reduced, own } = await phone.page.evaluate(lookIn, [GRID, DECISION] as const);
    if (before === null || own) {
      everyPhone = false;
      continue;
    }
    const group = groups.get(before) ?? [];
    group.push({ phone, signature, buzzes });
    groups.set(before, group);
    // "Your turn": a phone asked to decide has buzzed for this decision, once, with the one pattern.
    // With less motion asked for, neither: no buzz, nothing moves.
    if (before.split('#')[1]?.startsWith('true') && box !== null) {
      if (reduced) {
        log.reducedLooks++;
        expect(buzzes, `${label}${before}: ${phone.name} (${phone.role}) asked for less motion, yet buzzed`).toEqual([]);
        expect(animations, `${label}${before}: ${phone.name} (${phone.role}) asked for less motion, yet something moves`).toBe(0);
      } else {
        log.askedLooks++;
        expect(buzzes, `${label}${before}: ${phone.name} (${phone.role}) is asked to decide and buzzed once`).toHaveLength(1);
        expect(animations, `${label}${before}: ${phone.name} (${phone.role}) is asked to decide and its "your turn" pulses`).toBeGreaterThan(0);
        log.buzzes.add(buzzes[0]!);
      }
    }
    if (box !== null) {
      // A phone asked for less motion is compared with such phones only (its pulse stands still).
      const boxKey = `${box}${reduced ? ', less motion' : ''}`;
      const seen = log.boxes.get(boxKey) ?? [];
      const other = seen.find((b) => b.role !== phone.role);
      if (other !== undefined) {
        log.boxesCompared.add(boxKey);
        // The phase's roles seen side by side include the two compared this way.
        const phase = before.split('|')[0]!.split(':')[1] ?? '';
        const roles = log.boxRoles.get(phase) ?? new Set();
        roles.add(other.role).add(phone.role);
        log.boxRoles.set(phase, roles);
        const difference = glanceDifference(other.signature, boxSignature);
        expect(difference, `${label}decision box "${boxKey}": ${other.name} (${other.role}) and ${phone.name} (${phone.role}) look different at a glance`).toBeNull();
      }
      if (!seen.some((b) => b.role === phone.role)) seen.push({ role: phone.role, name: phone.name, signature: boxSignature });
      log.boxes.set(boxKey, seen);
    }
  }
  if (process.env.GLANCE_DEBUG) console.log([...groups].map(([k, g]) => `${k} ${g.map((x) => x.phone.role).join(",")}`).join("\n"));
  for (const [key, group] of groups) {
    const roles = new Set(group.map((g) => g.phone.role));
    if (roles.size < 2) continue;
    log.compared.add(key);
    const seen = log.roles.get(key) ?? new Set();
    for (const r of roles) seen.add(r);
    log.roles.set(key, seen);
    const [first, ...rest] = group;
    for (const other of rest) {
      if (other.phone.role === first!.phone.role) continue;
      const difference = glanceDifference(first!.signature, other.signature);
      expect(
        difference,
        `${label}${key}: ${first!.phone.name} (${first!.phone.role}) and ${other.phone.name} (${other.phone.role}) look different at a glance`,
      ).toBeNull();
      // Felt as well as seen: the same vibrations for this decision, in the same pattern.
      expect(other.buzzes, `${label}${key}: ${first!.phone.name} (${first!.phone.role}) and ${other.phone.name} (${other.phone.role}) buzz differently`).toEqual(first!.buzzes);
    }
  }
  return everyPhone;
}
