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
    return board.evaluate(() => document.querySelector('[data-testid="phase"]')?.getAttribute('data-phase') ?? null);
  }

  /** What kind of screen a phone shows, in words stable across seats and roles. */
  static async screenOf(phone: Page): Promise<string> {
    return phone.evaluate(() => {
      const has = (selector: string) => document.querySelector(selector)?.checkVisibility() ?? false;
      if (has('[data-testid="look-at-tv"]')) return 'look-at-tv';
      if (has('[data-testid="end-screen"]')) return 'end';
      if (has('[data-testid="rules-screen"]')) return 'rules';
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

  /** The phases the board was checked in. */
  get boardPhases(): string[] {
    return [...this.checked].filter((k) => k.startsWith(`${this.game} board, `)).map((k) => k.slice(`${this.game} board, `.length));
  }
}
