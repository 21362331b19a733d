import { tipModule } from '../../lib/tips.ts';
import { snitchText } from './text.ts';

/** The Snitch's tips: its words, and for each step what is happening and what comes next. */
export const tips = tipModule(() => snitchText.tips, {
  deal: ['phone', 'target'],
  turn: ['people', 'target'],
  'plan-done': ['check', 'star'],
  'plan-failed': ['cross', 'shield'],
  riot: ['siren', 'people'],
  guard: ['shield', 'mask'],
  weapon: ['people', 'target'],
  escape: ['car', 'star'],
});
