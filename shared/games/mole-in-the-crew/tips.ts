import { entered, type TipRules } from '../../engine/tips.ts';
import type { MoleView } from './view.ts';

/**
 * Mole in the Crew's steps, as a new table meets them: the deal, the Boss's proposal, the vote,
 * the secret cards, their reveal, a Patrol (a lock blown after too many rejected teams) and the
 * Getaway. A lock's reveal and a Patrol happen on the same move as the next proposal, so they
 * come first. Read from the board's view, public facts only (tips.test.ts: every seat's view agrees).
 */
export const moleTips: TipRules<MoleView> = {
  steps: ['deal', 'proposal', 'vote', 'cards', 'reveal', 'patrol', 'getaway'],
  between(before, after) {
    const steps: string[] = [];
    if (before === null) steps.push('deal');
    const resolved = after.locks.slice(before?.locks.length ?? 0);
    if (resolved.some((l) => l.by !== 'patrol')) steps.push('reveal');
    if (resolved.some((l) => l.by === 'patrol')) steps.push('patrol');
    if (entered(before, after, 'propose')) steps.push('proposal');
    if (entered(before, after, 'vote')) steps.push('vote');
    if (entered(before, after, 'mission')) steps.push('cards');
    if (entered(before, after, 'getaway')) steps.push('getaway');
    return steps;
  },
};
