import { entered, type TipRules } from '../../engine/tips.ts';
import type { SnitchView } from './view.ts';

/** From the weapon vote on, the table is cleared (no guard) and the game is about the escape. */
const WEAPON_PHASES: ReadonlySet<string> = new Set(['vote', 'tie-break', 'shoot', 'call', 'add', 'over']);

/**
 * The Snitch's steps, as a new table meets them: the deal (everyone's first plan), the first
 * turn, a plan completed and a plan failed, the riot, the guard moving on, the weapon vote and
 * the escape. A plan resolves on the move that may also start the riot or the vote, so it comes first.
 */
export const snitchTips: TipRules<SnitchView> = {
  steps: ['deal', 'turn', 'plan-done', 'plan-failed', 'riot', 'guard', 'weapon', 'escape'],
  between(before, after) {
    const steps: string[] = [];
    if (before === null) steps.push('deal');
    const resolved = after.resolutions.slice(before?.resolutions.length ?? 0);
    if (resolved.some((r) => r.success)) steps.push('plan-done');
    if (resolved.some((r) => !r.success)) steps.push('plan-failed');
    if (after.riot && before !== null && !before.riot) steps.push('riot');
    // The guard passing on (or bribed away, or back): who is guarded changed. Not at the deal, nor
    // when the weapon comes in and clears the table.
    if (before !== null && before.guard !== after.guard && !WEAPON_PHASES.has(after.phase)) steps.push('guard');
    if (entered(before, after, 'turn')) steps.push('turn');
    if (entered(before, after, 'vote')) steps.push('weapon');
    if (after.escape !== null && before?.escape == null) steps.push('escape');
    return steps;
  },
};
