// The words only the TV board and the host controls show: the board's whole catalog (a phone has
// only its lobby part, words.ts).
import { board } from './board.ts';

export { board };
