// The words only the TV board and the host controls show: the board's whole catalog (a phone has
// only its lobby part, words.ts) and the phase names as the board says them.
import { board } from './board.ts';
import { snitchPhases, turncoatPhases } from './phases.ts';

export { board };
export const boardPhases: Readonly<Record<string, Readonly<Record<string, string>>>> = { ...board.screen.phases, turncoat: turncoatPhases.board, 'the-snitch': snitchPhases.board };
