import { tipModule } from '../../lib/tips.ts';
import { moleText } from './text.ts';

/** Mole in the Crew's tips: its words, and for each step what is happening and what comes next. */
export const tips = tipModule(() => moleText.tips, {
  deal: ['phone', 'crown'],
  proposal: ['crown', 'people'],
  vote: ['people', 'check'],
  cards: ['people', 'lockClosed'],
  reveal: ['lockClosed', 'lockOpen'],
  patrol: ['siren', 'lockClosed'],
  getaway: ['car', 'target'],
});
