import { tick } from 'svelte';

/**
 * The phone's one polite live region: what a screen reader says on its own, without the player
 * moving anything ("Your turn: vote on Ana's team", "Sent", "Lock 2 opened"). One region for the
 * whole phone, present from the start, because a region added to the page together with its text
 * is not announced by every screen reader. `LiveRegion.svelte` renders it.
 */
class LiveRegion {
  /** The line being announced; `count` changes with each, so the same words twice are said twice. */
  line = $state('');
  count = $state(0);
  private pending: string[] = [];

  /**
   * Lines said in the same moment (a result and the decision it opens) go out as one, in order:
   * a second change of the region at once could cut the first short.
   */
  say = (line: string): void => {
    this.pending.push(line);
    if (this.pending.length > 1) return;
    setTimeout(() => {
      this.line = this.pending.join('. ');
      this.pending = [];
      this.count++;
    }, 0);
  };
}

export const live = new LiveRegion();

/**
 * A new decision is on screen: says "Your turn: " and its title, and moves the focus to that
 * title, unless the player is looking at their secret card (moving the focus would hide it).
 */
export async function announceDecision(yourTurn: (what: string) => string): Promise<void> {
  await tick();
  const title = document.getElementById('decision-title');
  if (title === null) return;
  live.say(yourTurn((title.textContent ?? '').trim()));
  if (document.activeElement?.closest('[data-secret]')) return;
  title.tabIndex = -1;
  // A heading is not a control: no ring, so that a phone whose focus moved looks like one whose did not (no tells).
  title.style.outline = 'none';
  title.focus();
}
