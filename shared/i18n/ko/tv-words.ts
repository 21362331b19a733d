// The words only the TV board and the host controls show: the board's own catalog (the lobby
// controls' words, which every page loads, are in words.ts).
import { board } from './board.ts';

export { board };
