import { turncoat } from '../../../../shared/games/turncoat/index.ts';
import { turncoatHeuristicBot } from '../../../../shared/games/turncoat/bots.ts';
import { describeRevealSoak } from '../../../lib/board/reveal-queue-soak.ts';
import { turncoatReveals } from './pacing.ts';

// Whole games as the TV gets them, in bursts and pauses: the stage always ends on the last view,
// its reveals played, so the end screen follows (BoardFrame's condition for it holds).
describeRevealSoak(turncoat, turncoatReveals, turncoatHeuristicBot, [2, 3, 4]);
