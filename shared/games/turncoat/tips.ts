import { entered, type TipRules } from '../../engine/tips.ts';
import type { TurncoatView } from './view.ts';

/**
 * Turncoat's steps, as a new table meets them: the deal, the leader's mission pick, placing
 * cards face down, the mission's reveal, and an accusation (which ends the game). A mission's
 * reveal happens on the same move as the next pick, so it comes first.
 */
export const turncoatTips: TipRules<TurncoatView> = {
  steps: ['deal', 'mission', 'cards', 'reveal', 'accusation'],
  between(before, after) {
    const steps: string[] = [];
    if (before === null) steps.push('deal');
    if (after.missions.length > (before?.missions.length ?? 0)) steps.push('reveal');
    if (after.accusation !== null && before?.accusation == null) steps.push('accusation');
    if (entered(before, after, 'mission-choice')) steps.push('mission');
    if (entered(before, after, 'commit')) steps.push('cards');
    return steps;
  },
};
