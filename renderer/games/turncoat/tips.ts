import { tipModule } from '../../lib/tips.ts';
import { turncoatText } from './text.ts';

/** Turncoat's tips: its words, and for each step what is happening and what comes next. */
export const tips = tipModule(() => turncoatText.tips, {
  deal: ['phone', 'crown'],
  mission: ['crown', 'target'],
  cards: ['people', 'eye'],
  reveal: ['eye', 'star'],
  accusation: ['target', 'star'],
});
